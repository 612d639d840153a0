import { TenantSlug } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { suggestSlug, workspaceHost } from './workspace-slug';

describe('suggestSlug', () => {
  it('turns a company name into a valid slug', () => {
    expect(suggestSlug('Acme & Co.')).toBe('acme-co');
    expect(suggestSlug('  Café Münster GmbH ')).toBe('cafe-munster-gmbh');
    expect(TenantSlug.safeParse(suggestSlug('Acme & Co.')).success).toBe(true);
  });

  it('stays within 40 characters without a trailing hyphen', () => {
    const slug = suggestSlug(`${'a'.repeat(39)} b`);
    expect(slug).toBe('a'.repeat(39));
    expect(suggestSlug('!!!')).toBe('');
  });
});

describe('workspaceHost', () => {
  it('prefixes the slug to the current host', () => {
    expect(workspaceHost('acme', 'localhost:5173')).toBe('acme.localhost:5173');
    expect(workspaceHost('acme', 'www.smartcrm.com')).toBe('acme.smartcrm.com');
  });

  it('replaces a tenant label the host already carries', () => {
    expect(workspaceHost('beta', 'acme.localhost:3000')).toBe('beta.localhost:3000');
    expect(workspaceHost('', 'localhost:3000')).toBe('your-workspace.localhost:3000');
  });
});
