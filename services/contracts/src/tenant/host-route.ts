/**
 * What a request's host says about its workspace:
 * - `slug`: `<slug>.<base domain>` (or `<slug>.localhost` in development) names it by slug;
 * - `domain`: any other public host may be a tenant's custom domain; without a configured base
 *   domain its first label is still tried as a slug after that (spec 000 §5's rule);
 * - `none`: the apex and `www` of the base domain (the public site), localhost, IP addresses and
 *   bare service names name no workspace, so the query parameter or header decides.
 */
export type HostRoute =
  | { kind: 'slug'; slug: string }
  | { kind: 'domain'; domain: string; fallbackSlug: string | null }
  | { kind: 'none' };

const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const none: HostRoute = { kind: 'none' };

/** The host name alone: lower case, no port, no trailing dot. */
export function normaliseHost(host: string | null | undefined): string {
  const trimmed = (host ?? '').trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.replace(/:\d+$/, '');
  return trimmed.replace(/:\d+$/, '').replace(/\.$/, '');
}

export function routeHost(hostHeader: string | null | undefined, baseDomain?: string | null): HostRoute {
  const host = normaliseHost(hostHeader);
  const labels = host.split('.');
  if (!host || labels.length < 2 || host.startsWith('[') || ipv4.test(host)) return none;
  const first = labels[0]!;
  if (labels.at(-1) === 'localhost') {
    return labels.length === 2 && first !== 'www' ? { kind: 'slug', slug: first } : none;
  }
  const base = baseDomain ? normaliseHost(baseDomain) : null;
  if (base) {
    if (host === base || host === `www.${base}`) return none;
    if (host.endsWith(`.${base}`)) {
      const sub = host.slice(0, -(base.length + 1));
      return sub.includes('.') ? none : { kind: 'slug', slug: sub };
    }
    return { kind: 'domain', domain: host, fallbackSlug: null };
  }
  return { kind: 'domain', domain: host, fallbackSlug: first === 'www' ? null : first };
}
