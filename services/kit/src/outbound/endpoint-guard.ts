import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promisify } from 'node:util';
import { AppError } from '@smartcrm/contracts';
import ipaddr from 'ipaddr.js';
import { Agent, fetch as undiciFetch } from 'undici';

const lookupAll = promisify(dnsLookup);

/** An address on the public internet: not loopback, private, link-local (cloud metadata), multicast, reserved… */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** What a refusal names: the request field that holds the address, and what the address is for. */
export interface GuardedEndpoint {
  field: string;
  what: string;
}

/**
 * Keeps an address a workspace gives (its own model endpoint, a webhook target, a mail server)
 * off the platform's internal network (SSRF): its host must resolve to public addresses only,
 * unless the platform lists the host as allowed (an internal Ollama, say). Checked when the
 * address is saved, and again on every connection, so a name that later resolves elsewhere (DNS
 * rebinding) is refused too.
 */
export function createEndpointGuard(allowedHosts: readonly string[], { field, what }: GuardedEndpoint) {
  const allowed = new Set(allowedHosts.map((h) => h.toLowerCase()));
  const isAllowed = (host: string) => allowed.has(host.toLowerCase().replace(/^\[|\]$/g, ''));

  const refusal = (host: string) =>
    new AppError('bad_input', `${field}: ${host} is a private or internal address; use a public endpoint`, {
      issues: [{ path: `body.${field}`, message: 'points at a private or internal address' }],
    });

  /** Connections resolve through here: a private answer fails the connection before it is made. */
  const guardedLookup = (
    hostname: string,
    options: object,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = !isAllowed(hostname) && addresses.some((a) => !isPublicAddress(a.address));
      if (refused) return callback(refusal(hostname), []);
      const all = (options as { all?: boolean }).all;
      if (all) return callback(null, addresses);
      const first = addresses[0];
      callback(null, first?.address ?? '', first?.family);
    });
  };
  const dispatcher = new Agent({ connect: { lookup: guardedLookup } });
  // An address written as such is never looked up: checked here instead.
  const refuseAddressLiteral = (url: URL) => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (ipaddr.isValid(host) && !isAllowed(host) && !isPublicAddress(host)) throw refusal(host);
  };

  return {
    /** Refuses a URL whose host is, or resolves to, a non-public address. */
    check(url: string): Promise<void> {
      return this.checkHost(new URL(url).hostname);
    },
    /** The same check for a bare host name (a mail server's, say). */
    async checkHost(hostname: string): Promise<void> {
      const host = hostname.replace(/^\[|\]$/g, '');
      if (isAllowed(host)) return;
      const addresses = ipaddr.isValid(host)
        ? [host]
        : (await lookupAll(host, { all: true }).catch(() => [] as LookupAddress[])).map((a) => a.address);
      if (addresses.length === 0) {
        throw new AppError('bad_input', `${field}: ${host} does not resolve`, {
          issues: [{ path: `body.${field}`, message: 'does not resolve' }],
        });
      }
      if (addresses.some((a) => !isPublicAddress(a))) throw refusal(host);
    },
    /**
     * The fetch a workspace endpoint's client uses: every connection through the guarded lookup,
     * and redirects followed here, hop by hop, each hop checked as the first (undici would follow
     * one to an address written as such, which is never looked up).
     */
    fetch: (async (input: string | URL, init?: RequestInit) => {
      let url = new URL(input);
      let request: RequestInit = { ...init };
      for (let hop = 0; ; hop++) {
        refuseAddressLiteral(url);
        const response = await undiciFetch(url, { ...(request as object), redirect: 'manual', dispatcher });
        const location = response.headers.get('location');
        if (!redirectStatuses.has(response.status) || !location) return response;
        await response.body?.cancel();
        if (hop === maxRedirects) throw new Error(`${what}: more than ${maxRedirects} redirects`);
        const next = new URL(location, url);
        request = nextHop(request, response.status, url.origin === next.origin, what);
        url = next;
      }
    }) as unknown as typeof fetch,
    close: () => dispatcher.close(),
  };
}
const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const maxRedirects = 5;

/**
 * The request a redirect asks for, as fetch would make it: 303 (and 301/302 after a POST) turn
 * into a GET without a body; credentials are not carried to another origin.
 */
function nextHop(request: RequestInit, status: number, sameOrigin: boolean, what: string): RequestInit {
  const method = (request.method ?? 'GET').toUpperCase();
  const toGet = status === 303 ? method !== 'HEAD' : (status === 301 || status === 302) && method === 'POST';
  const headers = new Headers(request.headers);
  if (!sameOrigin) for (const name of ['authorization', 'api-key', 'x-api-key', 'cookie']) headers.delete(name);
  if (toGet) for (const name of ['content-type', 'content-length']) headers.delete(name);
  if (!toGet && request.body instanceof ReadableStream) throw new Error(`${what}: cannot resend a streamed body`);
  return { ...request, headers, ...(toGet ? { method: 'GET', body: null } : {}) };
}

export type EndpointGuard = ReturnType<typeof createEndpointGuard>;
