import { AppError, ApiKeySecret, apiScopeOf, type ScopedRouteConfig, type VerifiedApiKey } from '@smartcrm/contracts';
import type { FastifyRequest } from 'fastify';

/** The secret of `Authorization: Bearer …`, or null when the request does not send one. */
export function bearerOf(request: FastifyRequest): string | null {
  const match = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i);
  if (!match) return null;
  const parsed = ApiKeySecret.safeParse(match[1]);
  if (!parsed.success) throw new AppError('unauthenticated', 'Authorization: Bearer carries no API key (smk_…)');
  return parsed.data;
}

/**
 * A key reaches a route only with the scope the route's access config implies (api-scopes.ts);
 * routes that imply none (sign-in, administration, settings) are for people only.
 */
export function requireScope(key: VerifiedApiKey, config: ScopedRouteConfig, method: string): void {
  const scope = apiScopeOf(config, method);
  if (!scope) throw new AppError('forbidden', 'API keys may not use this route; sign in as a person');
  if (!key.scopes.includes(scope)) {
    throw new AppError('forbidden', `This API key lacks the scope ${scope}`, { reason: 'missing_scope', scope });
  }
}

/** The integration user a key acts as, as the services see an actor: the audit log names the key. */
export const keyActor = (key: VerifiedApiKey) => ({
  userId: key.keyId,
  role: key.role,
  email: `${key.name} (API key ${key.prefix}…)`,
});
