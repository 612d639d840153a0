import { useEffect } from 'react';
import { productName } from '../../tenant/utils/branding';

export interface PageMeta {
  title: string;
  description: string;
  /** The canonical path; defaults to the current one. */
  path?: string;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

/** Title, description, canonical link and Open Graph / Twitter tags of a public page while it is shown. */
export function usePageMeta({ title, description, path }: PageMeta) {
  useEffect(() => {
    const fullTitle = title === productName ? title : `${title} | ${productName}`;
    const url = new URL(path ?? window.location.pathname, window.location.origin).href;
    // The app's screens keep the workspace's '{company} - SmartCRM' title, so leaving gives it back.
    const previousTitle = document.title;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:site_name', productName);
    setMeta('property', 'og:image', new URL('/og-image.png', window.location.origin).href);
    setMeta('name', 'twitter:card', 'summary_large_image');
    setCanonical(url);
    return () => {
      document.title = previousTitle;
    };
  }, [title, description, path]);
}
