import type { ScoreAnswer, ScoreReason, ScoreTier, ScoringInput } from '@smartcrm/contracts';

/** Bumped whenever a rule or a prompt changes: stored with every score. */
export const scorePromptVersion = 'score-v1';

export const freeMailDomains = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'icloud.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'web.de',
  'mail.com',
]);

export const seniority: { pattern: RegExp; points: number; label: string }[] = [
  {
    pattern: /\b(ceo|cto|cfo|coo|cmo|cio|chief|founder|co-founder|owner|president|partner)\b/i,
    points: 14,
    label: 'Executive decision maker',
  },
  { pattern: /\b(vp|vice president|director|head of)\b/i, points: 11, label: 'Senior leader' },
  { pattern: /\b(manager|lead|principal)\b/i, points: 7, label: 'Manager' },
];

const engagementPoints: Record<string, number> = { meeting: 8, appointment: 8, call: 6, email: 3, note: 2 };

/** The seniority rule a contact's position and title match, if any. */
export const seniorityOf = (role: string) => seniority.find((s) => s.pattern.test(role));

/** The email's domain when it is a company's (not a free mail provider's). */
export function businessDomain(email: string): string | null {
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  return domain && !freeMailDomains.has(domain) ? domain : null;
}

/** Spec 001 §9 score colours: 80 and up green (hot), 60 and up yellow (warm), else red (cold). */
export function tierOf(score: number): ScoreTier {
  if (score >= 80) return 'hot';
  if (score >= 60) return 'warm';
  return 'cold';
}

/** Spec 001 §9 confidence mapping: high 0.9, medium 0.7, otherwise 0.5 — by how much evidence there was. */
export function confidenceOf(signals: number): number {
  if (signals >= 8) return 0.9;
  if (signals >= 4) return 0.7;
  return 0.5;
}

const clamp = (n: number, max: number) => Math.max(0, Math.min(max, n));

const daysBetween = (from: string, to: Date) => (to.getTime() - new Date(from).getTime()) / 86_400_000;

// Module-level helpers, not closures per contact: under tsx every named closure is wrapped (its
// name set) each time it is made, a cost a bulk run pays two million times.
const sum = (reasons: ScoreReason[]) => reasons.reduce((total, r) => total + r.impact, 0);

function fitReason(label: string, impact: number, field: string, value?: string | null): ScoreReason {
  return { part: 'fit', label, impact, evidence: { kind: 'field', field, value: value ?? undefined } };
}

function fitReasons({ contact }: ScoringInput): ScoreReason[] {
  const reasons: ScoreReason[] = [];

  const domain = contact.email.split('@')[1]?.toLowerCase() ?? '';
  if (domain && !freeMailDomains.has(domain))
    reasons.push(fitReason(`Business email domain (${domain})`, 8, 'email', contact.email));
  else if (domain) reasons.push(fitReason('Personal email address', -3, 'email', contact.email));

  if (contact.company) reasons.push(fitReason('Company known', 6, 'company', contact.company));
  const role = [contact.position, contact.title].filter(Boolean).join(' ');
  const level = seniority.find((s) => s.pattern.test(role));
  if (level)
    reasons.push(
      fitReason(
        level.label,
        level.points,
        contact.title && level.pattern.test(contact.title) ? 'title' : 'position',
        role,
      ),
    );
  else if (role) reasons.push(fitReason('Role known', 3, contact.position ? 'position' : 'title', role));
  if (contact.industry) reasons.push(fitReason('Industry known', 3, 'industry', contact.industry));
  if (contact.phone) reasons.push(fitReason('Phone number on file', 4, 'phone', contact.phone));
  if (contact.socialProfiles.linkedin || contact.socialProfiles.website) {
    reasons.push(
      fitReason(
        'Social profile or website on file',
        3,
        'socialProfiles',
        contact.socialProfiles.linkedin ?? contact.socialProfiles.website,
      ),
    );
  }
  if (contact.location.country) reasons.push(fitReason('Location known', 2, 'location', contact.location.country));
  const statusPoints = { customer: 10, prospect: 6, lead: 2, churned: -12 }[contact.status];
  const statusLabel = contact.status === 'churned' ? 'Churned customer' : `Status ${contact.status}`;
  reasons.push(fitReason(statusLabel, statusPoints, 'status', contact.status));
  return reasons;
}

function engagementReasons({ contact, activity }: ScoringInput, now: Date): ScoreReason[] {
  const reasons: ScoreReason[] = [];
  const interest = { hot: 10, warm: 6, medium: 4, low: -2, cold: -6 }[contact.interestLevel];
  reasons.push({
    part: 'engagement',
    label: `Interest marked ${contact.interestLevel}`,
    impact: interest,
    evidence: { kind: 'field', field: 'interestLevel', value: contact.interestLevel },
  });

  let touchPoints = 0;
  for (const [kind, count] of Object.entries(activity.last30)) {
    const each = engagementPoints[kind] ?? 1;
    const points = Math.min(count * each, 16);
    if (points <= 0) continue;
    touchPoints += points;
    const latest = activity.latestByKind[kind];
    reasons.push({
      part: 'engagement',
      label: `${count} ${kind}${count === 1 ? '' : 's'} in the last 30 days`,
      impact: points,
      evidence: { kind: 'activity', id: latest?.id, value: kind, at: latest?.at },
    });
    if (touchPoints >= 30) break;
  }

  const last = activity.lastActivity;
  if (last) {
    const days = daysBetween(last.at, now);
    const recency = days <= 7 ? 8 : days <= 30 ? 4 : days > 90 ? -8 : 0;
    if (recency !== 0) {
      const label =
        days <= 30 ? `Active ${Math.max(0, Math.floor(days))} days ago` : `No activity for ${Math.floor(days)} days`;
      reasons.push({
        part: 'engagement',
        label,
        impact: recency,
        evidence: { kind: 'activity', id: last.id, value: last.kind, at: last.at },
      });
    }
  } else if (daysBetween(contact.createdAt, now) > 30) {
    reasons.push({
      part: 'engagement',
      label: 'No recorded activity yet',
      impact: -4,
      evidence: { kind: 'field', field: 'lastContact', value: contact.lastContact ?? undefined },
    });
  }

  if (activity.openDeals > 0) {
    reasons.push({
      part: 'engagement',
      label: `${activity.openDeals} open deal${activity.openDeals === 1 ? '' : 's'} ($${Math.round(activity.openDealValue).toLocaleString('en-US')})`,
      impact: 10,
      evidence: { kind: 'deal', id: activity.latestDeal?.id, at: activity.latestDeal?.at },
    });
  }
  if (activity.wonDeals > 0) {
    reasons.push({
      part: 'engagement',
      label: `${activity.wonDeals} won deal${activity.wonDeals === 1 ? '' : 's'}`,
      impact: 8,
      evidence: { kind: 'deal', id: activity.latestDeal?.id, at: activity.latestDeal?.at },
    });
  }
  if (activity.tasksCompleted90 > 0) {
    reasons.push({
      part: 'engagement',
      label: `${activity.tasksCompleted90} task${activity.tasksCompleted90 === 1 ? '' : 's'} completed in 90 days`,
      impact: Math.min(activity.tasksCompleted90 * 2, 6),
      evidence: { kind: 'task', id: activity.latestCompletedTask?.id, at: activity.latestCompletedTask?.at },
    });
  }
  return reasons;
}

/**
 * The built-in score: fit (who the contact is, 0–50) plus engagement (what happened, 0–50),
 * every point explained by a signed reason pointing at a field or a timeline entry.
 */
export function builtInScore(input: ScoringInput, now = new Date()): ScoreAnswer {
  const fit = fitReasons(input);
  const engagement = engagementReasons(input, now);
  const reasons = [...fit, ...engagement].sort((a, b) => Math.abs(b.impact) - Math.abs(a.impact)).slice(0, 20);
  const activitySignals = Object.values(input.activity.last90).reduce((a, b) => a + b, 0);
  return {
    fit: clamp(sum(fit), 50),
    engagement: clamp(sum(engagement), 50),
    confidence: confidenceOf(fit.length + Math.min(activitySignals, 6)),
    reasons,
  };
}

export const totalScore = (answer: Pick<ScoreAnswer, 'fit' | 'engagement'>) =>
  clamp(Math.round(answer.fit + answer.engagement), 100);
