import type { RpcHandlers } from '@smartcrm/kit';
import type { createApiKeyService } from './api-key.service';

type ApiKeyHandlers = Pick<
  RpcHandlers<'identity'>,
  'identity.api_keys.list' | 'identity.api_keys.create' | 'identity.api_keys.revoke' | 'identity.api_keys.verify'
>;

export function apiKeyHandlers(keys: ReturnType<typeof createApiKeyService>): ApiKeyHandlers {
  return {
    'identity.api_keys.list': (_request, ctx) => keys.list(ctx),
    'identity.api_keys.create': (request, ctx) => keys.create(request, ctx),
    'identity.api_keys.revoke': ({ id }, ctx) => keys.revoke(id, ctx),
    'identity.api_keys.verify': ({ secret }, ctx) => keys.verify(secret, ctx),
  };
}
