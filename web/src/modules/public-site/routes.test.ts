import { describe, expect, it } from 'vitest';
import { companyPages } from './content/company-pages';
import { featurePages } from './content/feature-pages';
import { legalPages } from './content/legal-pages';
import { featureMenuLinks, footerColumns, headerLinks, mobileMenuLinks } from './content/site-links';
import { publicSiteRoutes, shellPublicRoutes } from './routes';

// The route table lists paths by hand so it can stay out of the content's chunk; it must agree with the content.
const routed = new Set(
  [...publicSiteRoutes, ...shellPublicRoutes].flatMap((layout) =>
    (layout.children ?? []).map((route) => (route.index ? '/' : `/${route.path}`)),
  ),
);

describe('public site routes', () => {
  it('routes every feature, company and legal page the content describes', () => {
    for (const page of [...featurePages, ...companyPages, ...legalPages]) expect(routed).toContain(page.path);
  });

  it('routes every header, menu and footer link', () => {
    const links = [...featureMenuLinks, ...headerLinks, ...mobileMenuLinks, ...footerColumns.flatMap((c) => c.links)];
    for (const link of links) {
      expect(routed).toContain(link.to.split('#')[0] || '/');
    }
  });
});
