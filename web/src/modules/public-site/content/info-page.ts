import type { SiteLink } from './feature-page';

/** A block of a company, help or legal page. */
export interface InfoSection {
  title: string;
  paragraphs: string[];
  points?: string[];
}

/** A text page of the public site (about, careers, legal…), rendered by InfoPage. */
export interface InfoPageContent {
  path: string;
  title: string;
  description: string;
  eyebrow: string;
  headline: string;
  /** Legal pages show when they last changed. */
  updated?: string;
  sections: InfoSection[];
  related: SiteLink[];
}
