import { z } from 'zod';
import { ApiKeyList, ApiKeySecret, CreateApiKeyRequest, CreatedApiKey, VerifiedApiKey } from './api-key.schema';
import { Ack } from '../common/ack';

/** The api key domain's request/reply methods; rpc.ts combines every domain's. */
export const apiKeyRpcMethods = {
  /** The workspace's API keys (api_access); a key's secret is shown once, at creation. */
  'identity.api_keys.list': { request: z.object({}), reply: ApiKeyList },
  'identity.api_keys.create': { request: CreateApiKeyRequest, reply: CreatedApiKey },
  'identity.api_keys.revoke': { request: z.object({ id: z.uuid() }), reply: Ack },
  /** A live key of the request's workspace, or `unauthenticated`. */
  'identity.api_keys.verify': { request: z.object({ secret: ApiKeySecret }), reply: VerifiedApiKey },
} as const;
