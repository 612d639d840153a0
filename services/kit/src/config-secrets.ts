import { z } from 'zod';

/**
 * How a secret sits in its variable: the whole value, or the password of a connection URL
 * (DATABASE_URL's, which compose fills from POSTGRES_PASSWORD).
 */
type SecretShape = 'value' | 'url-password';

interface SecretMeta {
  secret: SecretShape;
  /** Values that work on a developer machine and so are no secret: refused in production. */
  developmentValues: readonly string[];
}

/** A secret variable: the development value keeps a developer machine working as is; refused in production. */
export const secret = (developmentValue: string, minLength = 1) =>
  z
    .string()
    .min(minLength)
    .default(developmentValue)
    .meta({ secret: 'value', developmentValues: [developmentValue] } satisfies SecretMeta);

/** A connection URL whose password is a secret (none, or one of `developmentValues`, is refused in production). */
export const urlWithSecretPassword = (developmentUrl: string, developmentValues: readonly string[]) =>
  z
    .string()
    .url()
    .default(developmentUrl)
    .meta({ secret: 'url-password', developmentValues: ['', ...developmentValues] } satisfies SecretMeta);

function secretOf(value: string, shape: SecretShape): string {
  if (shape === 'value') return value;
  try {
    return decodeURIComponent(new URL(value).password);
  } catch {
    return '';
  }
}

/**
 * With NODE_ENV=production, every secret of the schema must be given and differ from its
 * development value: one problem line per variable, naming it (empty when all is well).
 */
export function productionSecretProblems(schema: z.ZodObject, env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  for (const [name, field] of Object.entries(schema.shape)) {
    const meta = (field as z.ZodType).meta() as Partial<SecretMeta> | undefined;
    if (!meta?.secret) continue;
    const value = env[name];
    const what = meta.secret === 'url-password' ? 'a password of its own' : 'a secret value';
    if (!value) problems.push(`  ${name}: is required in production (set it to ${what})`);
    else if (meta.developmentValues?.includes(secretOf(value, meta.secret))) {
      problems.push(`  ${name}: holds the development default; set it to ${what} in production`);
    }
  }
  return problems;
}
