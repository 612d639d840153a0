import { groupThousands, type Quotas } from '@smartcrm/contracts';

/** "3 users", "Unlimited contacts": a quota as a plan card lists it. */
export function quotaLine(limit: number | null, noun: string): string {
  return limit === null ? `Unlimited ${noun}` : `${groupThousands(String(limit))} ${noun}`;
}

export const quotaLines = (quotas: Quotas): string[] => [
  quotaLine(quotas.users, 'users'),
  quotaLine(quotas.contacts, 'contacts'),
  `${quotaLine(quotas.aiCredits, 'AI credits')} a month`,
];

export const limitText = (limit: number | null) => (limit === null ? '' : String(limit));

/** 'deal-pipeline' → 'Deal pipeline', 'ai-tools' → 'AI tools': a product area in words. */
export const featureLabel = (feature: string) => {
  const words = feature
    .split('-')
    .map((word) => (word === 'ai' ? 'AI' : word))
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
