export interface AppUrlInput {
  /** The request's protocol (behind a trusted proxy: the forwarded one). */
  protocol: string;
  /**
   * The request's host when it is the workspace's own by configuration or verification (its
   * subdomain of BASE_DOMAIN or of localhost, its verified custom domain); null for any other host.
   */
  workspaceHost: string | null;
  /** Where this server was reached (the socket's local address and port), for development only. */
  serverAddress: string;
  tenantSlug: string;
  /** APP_URL: the product's public address, when configured. */
  configured: string | undefined;
  /** BASE_DOMAIN: workspaces live at `<slug>.<base>`, when configured. */
  baseDomain: string | undefined;
}

/**
 * The base of links that identity mails (invitations, password resets). Never the request's Host
 * text as such: a forged Host would put an attacker's site in the link. The workspace's own host
 * when the request came on it, else APP_URL, else the workspace's subdomain of BASE_DOMAIN, else
 * (development, neither configured) the address the server itself was reached at.
 */
export function appUrlFor(input: AppUrlInput): string {
  const { protocol, workspaceHost, serverAddress, tenantSlug, configured, baseDomain } = input;
  if (configured) {
    const base = new URL(configured);
    return workspaceHost ? `${base.protocol}//${workspaceHost}` : withTenant(base.origin, tenantSlug);
  }
  if (workspaceHost) return `${protocol}://${workspaceHost}`;
  if (baseDomain) return `${protocol}://${tenantSlug}.${baseDomain}`;
  return withTenant(`${protocol}://${serverAddress}`, tenantSlug);
}

/** `host:port` of a socket's local end, loopback as `localhost` (so `<slug>.localhost` links stay alike). */
export function serverAddressOf(localAddress: string | undefined, localPort: number | undefined): string {
  const address = (localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const loopback = address === '::1' || address.startsWith('127.');
  const host = loopback ? 'localhost' : address.includes(':') ? `[${address}]` : address;
  return localPort ? `${host}:${localPort}` : host;
}

const withTenant = (origin: string, slug: string) => `${origin}/?tenant=${encodeURIComponent(slug)}`;
