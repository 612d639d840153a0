import { tenantFromHost } from '../../tenant/utils/tenant-identifier';

/** A workspace slug suggested from a company name: 'Acme & Co.' → 'acme-co'. */
export function suggestSlug(companyName: string): string {
  return companyName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** The address a workspace lives at: '{slug}.{host}', dropping a tenant label the host already has. */
export function workspaceHost(slug: string, host: string): string {
  const [hostname = '', port] = host.split(':');
  const base = tenantFromHost(hostname) ? hostname.split('.').slice(1).join('.') : hostname.replace(/^www\./, '');
  return `${slug || 'your-workspace'}.${base}${port ? `:${port}` : ''}`;
}
