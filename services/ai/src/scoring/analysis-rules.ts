import type { CategoryAnswer, EnrichmentAnswer, QualificationAnswer, ScoringInput } from '@smartcrm/contracts';
import { businessDomain, confidenceOf, freeMailDomains, seniorityOf } from './score-rules';

export const analysisPromptVersion = 'analysis-v1';

const countryByTld: Record<string, string> = {
  de: 'Germany',
  fr: 'France',
  uk: 'United Kingdom',
  es: 'Spain',
  it: 'Italy',
  nl: 'Netherlands',
  ca: 'Canada',
  au: 'Australia',
  in: 'India',
  jp: 'Japan',
  br: 'Brazil',
  ch: 'Switzerland',
  se: 'Sweden',
  ie: 'Ireland',
};

const industryKeywords: [RegExp, string][] = [
  [/(soft|tech|labs|data|cloud|\bai\b|digital|systems|\.io$)/i, 'Technology'],
  [/(bank|financ|capital|invest|insur)/i, 'Financial Services'],
  [/(health|med|clinic|pharma|care)/i, 'Healthcare'],
  [/(edu|school|academy|university|college)/i, 'Education'],
  [/(shop|store|retail|market)/i, 'Retail'],
  [/(consult|advis)/i, 'Consulting'],
  [/(realty|estate|property|homes)/i, 'Real Estate'],
];

const titleCase = (text: string) =>
  text
    .split(/[-_.\s]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(' ');

/** Rule-based enrichment: only fields the contact leaves empty, each with where the value came from. */
export function builtInEnrichment(
  { contact }: ScoringInput,
  level: 'basic' | 'standard' | 'premium',
): EnrichmentAnswer {
  const suggestions: EnrichmentAnswer['suggestions'] = [];
  const domain = businessDomain(contact.email);
  const companyName = domain ? titleCase(domain.split('.').slice(0, -1).join(' ')) : null;
  if (!contact.company && companyName) {
    suggestions.push({
      field: 'company',
      value: companyName,
      reason: `From the email domain ${domain}`,
      confidence: 0.6,
    });
  }
  if (!contact.socialProfiles.website && domain) {
    suggestions.push({
      field: 'socialProfiles.website',
      value: `https://${domain}`,
      reason: `The company's site at the email domain ${domain}`,
      confidence: 0.7,
    });
  }
  const local = contact.email.split('@')[0] ?? '';
  const parts = local.split(/[._]/).filter((p) => /^[a-z]{2,}$/i.test(p));
  if (!contact.firstName && parts.length >= 2 && parts[0]) {
    suggestions.push({
      field: 'firstName',
      value: titleCase(parts[0]),
      reason: `From the email address ${contact.email}`,
      confidence: 0.5,
    });
  }
  if (!contact.lastName && parts.length >= 2 && parts[parts.length - 1]) {
    suggestions.push({
      field: 'lastName',
      value: titleCase(parts[parts.length - 1] as string),
      reason: `From the email address ${contact.email}`,
      confidence: 0.5,
    });
  }
  if (level !== 'basic') {
    const tld = domain?.split('.').pop() ?? '';
    const country = countryByTld[tld];
    if (!contact.location.country && country) {
      suggestions.push({
        field: 'location.country',
        value: country,
        reason: `The email domain ends in .${tld}`,
        confidence: 0.5,
      });
    }
    const haystack = `${contact.company ?? ''} ${domain ?? ''}`;
    const industry = industryKeywords.find(([pattern]) => pattern.test(haystack));
    if (!contact.industry && industry && haystack.trim()) {
      suggestions.push({
        field: 'industry',
        value: industry[1],
        reason: `Words in "${haystack.trim()}"`,
        confidence: 0.4,
      });
    }
  }
  if (level === 'premium' && !contact.title && contact.position) {
    suggestions.push({
      field: 'title',
      value: contact.position,
      reason: 'The position already on file',
      confidence: 0.6,
    });
  }
  return { suggestions };
}

function segmentOf({ contact, activity }: ScoringInput): CategoryAnswer['segment'] {
  const value = activity.openDealValue;
  if (value >= 100_000) return 'enterprise';
  if (value >= 20_000) return 'mid_market';
  if (value > 0) return 'smb';
  const domain = contact.email.split('@')[1]?.toLowerCase() ?? '';
  return freeMailDomains.has(domain) ? 'consumer' : 'unknown';
}

/** Quick categorisation: the contact's buying role and segment, from its role, status and deals. */
export function builtInCategory(input: ScoringInput): CategoryAnswer {
  const { contact, activity } = input;
  const role = [contact.position, contact.title].filter(Boolean).join(' ');
  const level = seniorityOf(role);
  const reasons: string[] = [];
  let category: CategoryAnswer['category'] = 'unknown';
  if (contact.status === 'customer') {
    category = 'customer';
    reasons.push('Status is customer');
  } else if (level && level.points >= 11) {
    category = 'decision_maker';
    reasons.push(`${level.label}: ${role}`);
  } else if (level) {
    category = activity.openDeals > 0 ? 'champion' : 'influencer';
    reasons.push(`${level.label}: ${role}${activity.openDeals > 0 ? ', with an open deal' : ''}`);
  } else if (role) {
    category = 'end_user';
    reasons.push(`Role ${role}`);
  } else reasons.push('No role on file');
  const segment = segmentOf(input);
  reasons.push(
    activity.openDealValue > 0
      ? `Open deal value $${Math.round(activity.openDealValue).toLocaleString('en-US')}`
      : `Segment ${segment}`,
  );
  const tags = [category.replace('_', ' '), segment.replace('_', ' '), contact.industry ?? ''].filter(
    (t) => t && t !== 'unknown',
  );
  return { category, segment, tags, confidence: confidenceOf(reasons.length + (role ? 2 : 0)), reasons };
}

/** BANT qualification (budget, authority, need, timing) from deals, role, interest and activity. */
export function builtInQualification(input: ScoringInput, businessContext?: string): QualificationAnswer {
  const { contact, activity } = input;
  const touches30 = Object.values(activity.last30).reduce((a, b) => a + b, 0);
  const level = seniorityOf([contact.position, contact.title].filter(Boolean).join(' '));
  const budget: QualificationAnswer['budget'] =
    activity.wonDeals > 0 || activity.openDealValue >= 10_000
      ? 'confirmed'
      : activity.openDeals > 0
        ? 'likely'
        : contact.status === 'churned'
          ? 'unlikely'
          : 'unknown';
  const authority: QualificationAnswer['authority'] =
    level && level.points >= 11 ? 'decision_maker' : level ? 'influencer' : 'unknown';
  const hot = contact.interestLevel === 'hot' || contact.interestLevel === 'warm';
  const need: QualificationAnswer['need'] =
    hot || touches30 >= 3 ? 'strong' : contact.interestLevel === 'medium' || touches30 > 0 ? 'some' : 'unknown';
  const timing: QualificationAnswer['timing'] =
    activity.openDeals > 0 && contact.interestLevel === 'hot'
      ? 'now'
      : activity.openDeals > 0
        ? 'this_quarter'
        : touches30 > 0
          ? 'later'
          : 'unknown';
  const met = [
    budget === 'confirmed' || budget === 'likely',
    authority === 'decision_maker',
    need === 'strong',
    timing === 'now' || timing === 'this_quarter',
  ];
  const qualified = met.filter(Boolean).length >= 2;
  const stage: QualificationAnswer['stage'] =
    qualified && activity.openDeals > 0
      ? 'opportunity'
      : qualified
        ? 'sales_qualified'
        : need !== 'unknown'
          ? 'marketing_qualified'
          : 'unqualified';
  const reasons = [
    `Budget ${budget}${activity.openDealValue > 0 ? ` (open deals $${Math.round(activity.openDealValue).toLocaleString('en-US')})` : ''}`,
    `Authority ${authority.replace('_', ' ')}`,
    `Need ${need} (interest ${contact.interestLevel}, ${touches30} touches in 30 days)`,
    `Timing ${timing.replace('_', ' ')}`,
  ];
  if (businessContext) reasons.push(`Business context considered: ${businessContext.slice(0, 200)}`);
  const nextSteps: string[] = [];
  if (authority !== 'decision_maker') nextSteps.push('Find and meet the decision maker');
  if (budget === 'unknown') nextSteps.push('Confirm budget on the next call');
  if (timing === 'unknown' || timing === 'later') nextSteps.push('Agree on a timeline');
  if (qualified && activity.openDeals === 0) nextSteps.push('Open a deal');
  return {
    qualified,
    stage,
    budget,
    authority,
    need,
    timing,
    confidence: confidenceOf(met.filter(Boolean).length * 2 + (touches30 > 0 ? 2 : 0)),
    reasons,
    nextSteps: nextSteps.slice(0, 5),
  };
}
