import type { Branding } from '@smartcrm/contracts';

export const productName = 'SmartCRM';
/** The product in paths, e.g. /smartcrm-closer (spec 000 §2: /{product}-closer). */
export const productSlug = 'smartcrm';

/** '{company name} - SmartCRM' once a tenant is loaded (spec 000 §1), else the product name. */
export function documentTitle(companyName: string | null): string {
  return companyName ? `${companyName} - ${productName}` : productName;
}

/** Black or white text, whichever reads better on the given #rrggbb background (WCAG luminance). */
export function readableTextColor(hex: string): '#ffffff' | '#111827' {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.4 ? '#111827' : '#ffffff';
}

/** The CSS custom properties the tenant's brand feeds (spec 000 §9: two colour variables). */
export function brandingVariables(branding: Branding): Record<string, string> {
  return {
    '--color-primary': branding.primaryColor,
    '--color-secondary': branding.secondaryColor,
    '--color-on-primary': readableTextColor(branding.primaryColor),
  };
}
