import type { LucideIcon } from 'lucide-react';

/** One card of a feature page: a capability and what it does for a sales team. */
export interface FeatureHighlight {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A deeper block of a feature page, optionally with an anchor other pages link to. */
export interface FeatureSection {
  id?: string;
  title: string;
  text: string;
  points: string[];
}

export interface SiteLink {
  label: string;
  to: string;
}

/** A public feature page, rendered by FeaturePage from data (spec 001 §2.12). */
export interface FeaturePageContent {
  path: string;
  /** The page title (also the browser tab and the Open Graph title). */
  title: string;
  eyebrow: string;
  headline: string;
  /** The hero's lead paragraph and the meta description. */
  description: string;
  icon: LucideIcon;
  highlights: FeatureHighlight[];
  sections: FeatureSection[];
  /** Sub-pages and related pages. */
  related: SiteLink[];
  /** Set on sub-pages: the parent page for the breadcrumb. */
  parent?: SiteLink;
}
