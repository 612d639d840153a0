import { request } from 'node:http';
import { inject } from 'vitest';
import { type ApiResponse, checkReply } from './api-client';
import type { ReplyOf } from './route-match';

export interface RawRequest<M extends string, P extends string> {
  /** POST unless said. */
  method?: M;
  path: P;
  body?: unknown;
  /** A Host header of any text (fetch will not send one of its own choosing). */
  host?: string;
  /** X-Tenant-ID: the workspace, when the host names none. */
  tenant?: string;
  /** The client's own loopback address, so counts per address are the caller's own. */
  from?: string;
  /** Another BFF than the system's own. */
  port?: number | string;
  headers?: Record<string, string>;
}

/**
 * One request to the system under test as an attacker's script, or a browser on another domain,
 * sends it: through node:http, so the Host header is the caller's. The reply is checked and typed
 * as the API client's are.
 */
export function rawRequest<P extends string, M extends string = 'POST'>({
  method = 'POST' as M,
  path,
  body,
  host,
  tenant,
  from,
  port = new URL(inject('baseUrl')).port,
  headers = {},
}: RawRequest<M, P>) {
  const all: Record<string, string> = {
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...headers,
  };
  if (host) all.host = host;
  if (tenant) all['x-tenant-id'] = tenant;
  return new Promise<ApiResponse<ReplyOf<M, P>>>((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path, method, headers: all, ...(from ? { localAddress: from } : {}) };
    const req = request(options, (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const headers = new Headers(Object.entries(res.headers).map(([k, v]): [string, string] => [k, String(v)]));
        resolve({ status, headers, ...checkReply(method, path, status, text ? JSON.parse(text) : null) });
      });
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}
