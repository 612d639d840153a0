import { z } from 'zod';
import { productionSecretProblems, secret, urlWithSecretPassword } from './config-secrets';

/**
 * Variables every deployable reads; each has a default that works on a developer machine, and
 * secrets (see config-secrets.ts) must be given their own values in production.
 */
/** A comma-separated list of host names (`a.internal,10.0.0.7`), empty when unset. */
export const hostList = z
  .string()
  .default('')
  .transform((list) =>
    list
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
  );

export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /** Owner connection: runs migrations and creates the per-service roles. */
  DATABASE_URL: urlWithSecretPassword('postgres://postgres@127.0.0.1:5432/smartcrm', ['postgres']),
  /** Password of the per-service login roles (smartcrm_<service>), which have no BYPASSRLS. */
  DB_APP_PASSWORD: secret('smartcrm-dev'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Longest a statement, or a wait for a pooled connection, may take before the request gets `unavailable`. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  RPC_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(5000),
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;

/**
 * Reads and validates environment variables once; fails fast naming every bad variable (in
 * production, every secret left unset or at its development value too).
 * The result is frozen so nothing changes configuration at run time.
 */
export function loadConfig<S extends z.ZodObject>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): Readonly<z.infer<S>> {
  const parsed = schema.safeParse(env);
  const lines = parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  lines.push(...productionSecretProblems(schema, env));
  if (!parsed.success || lines.length > 0) throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  return Object.freeze(parsed.data);
}
