import type { AnalysisTask } from '@smartcrm/contracts';

export const taskNames: Record<AnalysisTask, string> = {
  score: 'Smart Scoring',
  enrich: 'Smart Enrichment',
  categorize: 'Quick Categorize',
  qualify: 'Lead Qualification',
};

export const taskPaths: Record<AnalysisTask, string> = {
  score: 'score',
  enrich: 'enrich',
  categorize: 'categorize',
  qualify: 'qualify',
};

/** Spec 001 §9 score colours: 80 and up green, 60 and up yellow, else red. */
export const scoreTone = (score: number) => (score >= 80 ? 'green' : score >= 60 ? 'yellow' : 'red');

/** Spec 001 §9 number formatting: K above 1,000, M above 1,000,000. */
export function compactNumber(n: number): string {
  if (n > 1_000_000) return `${(n / 1_000_000).toFixed(1)}M`;
  if (n > 1000) return `${(n / 1000).toFixed(1)}K`;
  return String(Math.round(n));
}

/** Model costs are fractions of cents: shown with enough digits to mean something. */
export const usd = (n: number) => (n === 0 ? '$0.00' : n < 0.01 ? `$${n.toFixed(4)}` : `$${n.toFixed(2)}`);

export const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

export const builtInLabel = 'Built-in rules (no language model)';
