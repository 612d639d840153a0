import type { ErrorCode, ErrorEnvelope, FieldIssue } from '@smartcrm/contracts';
import type { QueryFunction } from '@tanstack/react-query';
import { tenantHeaders } from '../modules/tenant/utils/tenant-storage';

/** A failed BFF call: the HTTP status plus the error envelope's stable code, when there was one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | null,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * The `{ path, message }` issues a bad_input error names, or none, with paths as a form names its fields:
   * the BFF says where in the request a field was (`body.email`, `body.patch.title`), a form says `email`.
   */
  get issues(): FieldIssue[] {
    const issues = (this.details as { issues?: unknown } | undefined)?.issues;
    if (!Array.isArray(issues)) return [];
    return (issues as FieldIssue[]).map((issue) => ({ ...issue, path: issue.path.replace(/^body\.(patch\.)?/, '') }));
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
}

async function readEnvelope(response: Response): Promise<ErrorEnvelope | null> {
  const [body, { ErrorEnvelope }] = await Promise.all([
    response.json().catch(() => null),
    import('./first-load-schemas'),
  ]);
  const parsed = ErrorEnvelope.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/**
 * The BFF refuses a cookie-authenticated write without the CSRF token it put in a readable cookie;
 * only a page of the app's own origin can read it and echo it back. Every write sends it.
 */
/** The CSRF cookie, set and cleared with the session: its absence means nobody is signed in here. */
export const csrfCookie = (): string | undefined => document.cookie.match(/(?:^|;\s*)smartcrm_csrf=([^;]+)/)?.[1];

export function csrfHeaders(): Record<string, string> {
  const token = csrfCookie();
  return token ? { 'X-CSRF-Token': decodeURIComponent(token) } : {};
}

async function send(path: string, { method = 'GET', body, headers }: RequestOptions): Promise<Response> {
  // A JSON content type with no body is refused by the BFF, so it is only sent with one.
  const contentType: Record<string, string> = body === undefined ? {} : { 'Content-Type': 'application/json' };
  return fetch(path, {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...contentType, ...tenantHeaders(), ...csrfHeaders(), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Calls the BFF; throws an ApiError carrying the server's message and code on a non-OK status. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (!response.ok) {
    const envelope = await readEnvelope(response);
    const message = envelope?.message ?? `HTTP error! status: ${response.status}`;
    throw new ApiError(message, response.status, envelope?.code ?? null, envelope?.details);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The default query function of spec 000 §7: the first query-key element is the URL. */
export const defaultQueryFn: QueryFunction = async ({ queryKey }) => {
  const response = await send(String(queryKey[0]), { headers: { 'Content-Type': 'application/json' } });
  if (!response.ok) {
    const envelope = await readEnvelope(response);
    throw new ApiError(`HTTP error! status: ${response.status}`, response.status, envelope?.code ?? null);
  }
  return response.json();
};
