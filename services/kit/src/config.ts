import { z } from 'zod';

/** Variables every deployable reads; each has a default that works on a developer machine. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /** Owner connection: runs migrations and creates the per-service roles. */
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/smartcrm'),
  /** Password of the per-service login roles (smartcrm_<service>), which have no BYPASSRLS. */
  DB_APP_PASSWORD: z.string().min(1).default('smartcrm-dev'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Longest a statement, or a wait for a pooled connection, may take before the request gets `unavailable`. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  RPC_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(5000),
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;

/**
 * Reads and validates environment variables once; fails fast naming every bad variable.
 * The result is frozen so nothing changes configuration at run time.
 */
export function loadConfig<S extends z.ZodObject>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): Readonly<z.infer<S>> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return Object.freeze(parsed.data);
}
