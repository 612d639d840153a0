import type { Dispatcher } from 'undici';
import { inject } from 'vitest';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
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

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: {
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...(this.tenant ? { 'x-tenant-id': this.tenant } : {}),
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
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get = <T = any>(path: string) => this.request<T>('GET', path);
  post = <T = any>(path: string, body?: unknown) => this.request<T>('POST', path, body);

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }
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
  return { slug, client, owner, tenantId: response.body.tenant.id as string, userId: response.body.user.id as string };
}
