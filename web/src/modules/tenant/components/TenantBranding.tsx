import type { TenantInfo } from '@smartcrm/contracts';
import { useEffect } from 'react';
import { brandingVariables, documentTitle } from '../utils/branding';

function setFavicon(href: string): () => void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) return () => {};
  const previous = { href: link.href, type: link.type };
  link.href = href;
  link.removeAttribute('type');
  return () => {
    link.href = previous.href;
    link.type = previous.type;
  };
}

/** Applies the tenant's colours, favicon (its own, else the logo) and title; everything reverts when the tenant goes. */
export function TenantBranding({ branding }: { branding: TenantInfo['branding'] | null }) {
  useEffect(() => {
    document.title = documentTitle(branding?.companyName ?? null);
    if (!branding) return;
    const root = document.documentElement.style;
    const variables = Object.entries(brandingVariables(branding));
    for (const [name, value] of variables) root.setProperty(name, value);
    const icon = branding.favicon ?? branding.logo;
    const restoreFavicon = icon ? setFavicon(icon) : () => {};
    return () => {
      for (const [name] of variables) root.removeProperty(name);
      restoreFavicon();
    };
  }, [branding]);

  return null;
}
