import { ErrorEnvelope } from '@smartcrm/contracts';
import type { Dispatcher } from 'undici';
import { inject } from 'vitest';
import { z } from 'zod';
import { replySchemas } from './api-replies';
import { type ReplyOf, routeOf } from './route-match';

/** The BFF's error body: the contracts' envelope, with the shapes of `details` the BFF sends. */
export const HttpError = ErrorEnvelope.extend({
  /** The spec's smart calls (/functions/v1) repeat the message here. */
  error: z.string().optional(),
  details: z
    .looseObject({
      issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
      field: z.string().optional(),
    })
    .optional(),
});
export type HttpError = z.infer<typeof HttpError>;

export interface ApiResponse<T> {
  status: number;
  /** A 2xx reply parsed with its route's schema (api-replies.ts); otherwise the body as it came. */
  body: T;
  /** A 4xx or 5xx reply's error envelope. */
  error: HttpError | undefined;
  headers: Headers;
}

/**
 * A browser-like HTTP client: keeps its cookies and sends the workspace the way the web app
 * does (X-Tenant-ID), or not at all.
 */
export class ApiClient {
  private cookies = new Map<string, string>();

  constructor(
    public tenant: string | null = null,
    private baseUrl = inject('baseUrl'),
    /** How to connect, e.g. from another loopback address so rate limits count apart. */
    private dispatcher?: Dispatcher,
  ) {}

  async request<M extends string, P extends string>(
    method: M,
    path: P,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<ReplyOf<M, P>>> {
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: {
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...(this.tenant ? { 'x-tenant-id': this.tenant } : {}),
        ...this.ownHeaders(),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        // As the web app does: every write echoes the CSRF cookie in its header.
        ...(method !== 'GET' && this.cookies.has('smartcrm_csrf')
          ? { 'x-csrf-token': this.cookies.get('smartcrm_csrf')! }
          : {}),
        ...headers,
      },
      body:
        body === undefined
          ? undefined
          : typeof body === 'string' || body instanceof FormData || body instanceof Uint8Array
            ? body
            : JSON.stringify(body),
      ...(this.dispatcher ? { dispatcher: this.dispatcher } : {}),
    } as RequestInit);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, ...checkReply(method, path, response.status, parsed), headers: response.headers };
  }

  /** Headers this kind of client sends with every request. */
  protected ownHeaders(): Record<string, string> {
    return {};
  }

  get = <P extends string>(path: P) => this.request('GET', path);
  post = <P extends string>(path: P, body?: unknown) => this.request('POST', path, body);

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }
}

/** A success parsed with its route's schema (a reply that drifted fails the test); an error read as the envelope. */
export function checkReply<T>(
  method: string,
  path: string,
  status: number,
  body: unknown,
): { body: T; error: HttpError | undefined } {
  const route = routeOf(method, path);
  if (status >= 200 && status < 300 && route) {
    const result = replySchemas[route].safeParse(body);
    if (!result.success)
      throw new Error(`${route} answered ${status} off its schema:\n${z.prettifyError(result.error)}`);
    return { body: result.data as T, error: undefined };
  }
  if (status < 400) return { body: body as T, error: undefined };
  // Whether every error is the envelope is the security suite's to judge (hostile-routes).
  return { body: body as T, error: HttpError.safeParse(body).data };
}

let counter = 0;
/** A fresh workspace slug per call, unique across runs. */
export const uniqueSlug = (prefix = 't') =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Signs up a new workspace and returns a client signed in as its owner. */
export async function signUpWorkspace(prefix = 't') {
  const slug = uniqueSlug(prefix);
  const client = new ApiClient(slug);
  const owner = { email: `owner@${slug}.test`, password: 'owner-password-1', name: 'Olive Owner' };
  const response = await client.post('/api/auth/signup', { companyName: `Company ${slug}`, slug, ...owner });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { slug, client, owner, tenantId: response.body.tenant.id, userId: response.body.user.id };
}
