import { ErrorEnvelope } from '@smartcrm/contracts';
import { z } from 'zod';

/** What an operation is, as far as deciding which errors it can answer goes. */
export interface OperationTraits {
  method: string;
  public: boolean;
  /** Runs inside a workspace named by the host, ?tenant= or X-Tenant-ID (absent 400, unknown 404, suspended 403). */
  tenant: boolean;
  /** The scope an API key needs; null when keys may not call it (keys are rate limited). */
  apiScope: string | null;
  hasInput: boolean;
  hasPathParams: boolean;
  multipart: boolean;
}

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});
const integerHeader = (description: string) => ({ description, schema: { type: 'integer' } });

/** The error replies every operation may give, each in the `{ code, message, details? }` envelope. */
export const errorResponses = {
  BadInput: error('`bad_input`: a field is missing or invalid; `details.issues` names each field'),
  Unauthenticated: error('`unauthenticated`: no session or API key, or it expired or was revoked'),
  PaymentRequired: error('`trial_expired` or `quota_exceeded`: the plan does not allow this write now'),
  Forbidden: error('`forbidden`: the role, plan feature or API key scope (named in the message) does not allow it'),
  NotFound: error('`not_found`: no such record or workspace, or not visible to you'),
  Conflict: error('`conflict`: the record changed since it was read (`version`), or it already exists'),
  PayloadTooLarge: error('`bad_input`: the body or file is larger than the limit'),
  Unprocessable: error('`unprocessable`: the Idempotency-Key was used before with another body'),
  RateLimited: {
    ...error('`rate_limited`: too many requests; wait `Retry-After` seconds'),
    headers: {
      'Retry-After': integerHeader('Seconds until a request is accepted again'),
      'RateLimit-Limit': integerHeader('Requests allowed in the window'),
      'RateLimit-Remaining': integerHeader('Requests left in the window'),
      'RateLimit-Reset': integerHeader('Seconds until the window starts again'),
    },
  },
  Unavailable: error('`unavailable`: a service behind this route is down for a moment; try again'),
};
type ErrorName = keyof typeof errorResponses;

export const errorSchema = z.toJSONSchema(ErrorEnvelope, { target: 'openapi-3.0' });

/** The errors an operation can answer, by HTTP status. */
export function errorsOf(op: OperationTraits): Record<string, { $ref: string }> {
  const write = op.method !== 'get';
  const statuses: [string, ErrorName, boolean][] = [
    ['400', 'BadInput', op.hasInput || op.multipart || op.tenant],
    ['401', 'Unauthenticated', !op.public],
    ['402', 'PaymentRequired', !op.public && write],
    ['403', 'Forbidden', !op.public || op.tenant],
    ['404', 'NotFound', op.hasPathParams || op.tenant],
    ['409', 'Conflict', !op.public && write],
    ['413', 'PayloadTooLarge', op.multipart],
    ['422', 'Unprocessable', op.method === 'post' && op.apiScope !== null],
    ['429', 'RateLimited', op.apiScope !== null || (op.public && write)],
    ['503', 'Unavailable', true],
  ];
  return Object.fromEntries(
    statuses
      .filter(([, , applies]) => applies)
      .map(([status, name]) => [status, { $ref: `#/components/responses/${name}` }]),
  );
}
