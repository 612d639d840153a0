import { describe, expect, it } from 'vitest';
import { routeHost } from './host-route';

describe('host → workspace rules', () => {
  describe('with a base domain (smartcrm.app)', () => {
    const route = (host: string) => routeHost(host, 'smartcrm.app');

    it('names a workspace by its subdomain', () => {
      expect(route('acme.smartcrm.app')).toEqual({ kind: 'slug', slug: 'acme' });
      expect(route('Acme.SmartCRM.app:443')).toEqual({ kind: 'slug', slug: 'acme' });
      expect(route('acme.smartcrm.app.')).toEqual({ kind: 'slug', slug: 'acme' });
    });

    it('keeps the apex and www for the public site', () => {
      expect(route('smartcrm.app')).toEqual({ kind: 'none' });
      expect(route('www.smartcrm.app')).toEqual({ kind: 'none' });
    });

    it('names no workspace two levels below the base', () => {
      expect(route('a.b.smartcrm.app')).toEqual({ kind: 'none' });
    });

    it('takes any other host for a custom domain, without guessing a slug from it', () => {
      expect(route('crm.acme.com')).toEqual({ kind: 'domain', domain: 'crm.acme.com', fallbackSlug: null });
      // A look-alike is not a subdomain of the base.
      expect(route('evilsmartcrm.app')).toEqual({ kind: 'domain', domain: 'evilsmartcrm.app', fallbackSlug: null });
    });

    it('still reads *.localhost by its first label', () => {
      expect(route('demo.localhost:3000')).toEqual({ kind: 'slug', slug: 'demo' });
    });
  });

  describe('without a base domain', () => {
    it('tries a custom domain first, then the first label (spec 000 §5)', () => {
      expect(routeHost('crm.acme.com')).toEqual({ kind: 'domain', domain: 'crm.acme.com', fallbackSlug: 'crm' });
      expect(routeHost('www.acme.com')).toEqual({ kind: 'domain', domain: 'www.acme.com', fallbackSlug: null });
    });

    it('reads *.localhost by its first label, never www or deeper names', () => {
      expect(routeHost('acme.localhost:3000')).toEqual({ kind: 'slug', slug: 'acme' });
      expect(routeHost('www.localhost')).toEqual({ kind: 'none' });
      expect(routeHost('a.b.localhost')).toEqual({ kind: 'none' });
    });
  });

  it('finds nothing in localhost, IP addresses or bare service names', () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'bff', '', '10.0.0.7']) {
      expect(routeHost(host, 'smartcrm.app')).toEqual({ kind: 'none' });
      expect(routeHost(host)).toEqual({ kind: 'none' });
    }
  });
});
