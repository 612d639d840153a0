import { request } from 'node:http';
import { inject } from 'vitest';

export interface RawRequest {
  method?: string;
  path: string;
  body?: unknown;
  /** A Host header of any text (fetch will not send one of its own choosing). */
  host?: string;
  /** X-Tenant-ID: the workspace, when the host names none. */
  tenant?: string;
  /** The client's own loopback address, so counts per address are the caller's own. */
  from?: string;
  headers?: Record<string, string>;
}

/** One request to the system under test as an attacker's script would send it. */
export function rawRequest({ method = 'POST', path, body, host, tenant, from, headers = {} }: RawRequest) {
  const { port } = new URL(inject('baseUrl'));
  const all: Record<string, string> = { 'content-type': 'application/json', ...headers };
  if (host) all.host = host;
  if (tenant) all['x-tenant-id'] = tenant;
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path, method, headers: all, ...(from ? { localAddress: from } : {}) };
    const req = request(options, (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}
