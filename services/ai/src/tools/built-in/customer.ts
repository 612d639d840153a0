import type { ServerTool } from '../tool-definition';
import { list, text, value } from '../tool-definition';
import { companyOf, daysSinceTouch, fullName, recentTimeline, str } from './facts-text';
import { readSignals } from './text-signals';

const interestPoints = { hot: 30, warm: 20, medium: 15, low: 5, cold: 0 } as const;

export const customerTools: Record<string, ServerTool> = {
  'customer-persona': {
    prompt: 'Build a buyer persona: who they are, goals, pains, what they value and how to reach them.',
    output: [
      text('who', 'Who they are'),
      list('goals', 'Goals'),
      list('pains', 'Pains'),
      list('reach', 'How to reach them'),
    ],
    builtIn: (input, facts) => {
      const c = facts.contact;
      const role = c?.position ?? c?.title ?? str(input, 'segment', 'a buyer');
      return {
        who: c
          ? `${role} at ${companyOf(facts)}${c.industry ? ` (${c.industry})` : ''}.`
          : `${str(input, 'segment', 'A buyer')}.`,
        goals: ["Hit the team's targets", 'Less manual work', 'Clear reporting upwards'],
        pains: ['Scattered data', 'Slow follow-up', 'Little time to evaluate tools'],
        reach: [
          `Prefers ${c?.preferredContact ?? 'email'}`,
          'Short, specific messages with a clear next step',
          'Peer proof from the same industry',
        ],
      };
    },
  },
  'sentiment-analysis': {
    prompt: 'Analyse the sentiment of the text and quote the phrases behind it.',
    output: [
      value('sentiment', 'Sentiment', ['positive', 'neutral', 'negative', 'mixed']),
      list('evidence', 'Phrases behind it'),
      text('advice', 'How to respond'),
    ],
    builtIn: (input) => {
      const s = readSignals(str(input, 'message'));
      const evidence = [...s.positives.map((p) => `+ "${p}"`), ...s.negatives.map((n) => `- "${n}"`)];
      return {
        sentiment: s.sentiment,
        evidence: evidence.length ? evidence : ['No strong positive or negative phrase.'],
        advice:
          s.sentiment === 'negative'
            ? 'Acknowledge the problem first, then offer a concrete fix and a date.'
            : 'Thank them and move to the next step.',
      };
    },
  },
  'lead-qualification': {
    prompt:
      'Qualify the lead with BANT (budget, authority, need, timing) from the record, with a score 0–100 and reasons.',
    output: [
      value('score', 'Score'),
      value('verdict', 'Verdict', ['qualified', 'nurture', 'disqualified']),
      list('reasons', 'Reasons'),
      list('missing', 'Still to find out'),
    ],
    builtIn: (_input, facts) => {
      const c = facts.contact;
      const reasons: string[] = [];
      const missing: string[] = [];
      let score = 0;
      const interest = c ? interestPoints[c.interestLevel] : 0;
      score += interest;
      reasons.push(`Interest ${c?.interestLevel ?? 'unknown'}: +${interest}`);
      const senior = /(chief|ceo|cfo|cto|vp|vice|head|director|owner|founder)/i.test(
        `${c?.position ?? ''} ${c?.title ?? ''}`,
      );
      if (senior) {
        score += 25;
        reasons.push('Senior role (authority): +25');
      } else missing.push('Who signs off?');
      if (facts.deal || facts.activities.some((a) => a.dealId)) {
        score += 25;
        reasons.push('A deal is open (need): +25');
      } else missing.push('Is there a concrete need?');
      const touch = daysSinceTouch(facts);
      if (touch !== null && touch <= 14) {
        score += 20;
        reasons.push(`Touched ${touch} days ago (timing): +20`);
      } else missing.push('When do they want to start?');
      missing.push('Budget range');
      return {
        score: String(score),
        verdict: score >= 60 ? 'qualified' : score >= 30 ? 'nurture' : 'disqualified',
        reasons,
        missing,
      };
    },
  },
  'churn-risk': {
    prompt: "Predict the customer's churn risk from their status, activity and tone, with the signals and a save plan.",
    output: [
      value('risk', 'Churn risk', ['high', 'medium', 'low']),
      list('signals', 'Signals'),
      list('plan', 'Save plan'),
    ],
    builtIn: (_input, facts) => {
      const signals: string[] = [];
      let points = 0;
      const touch = daysSinceTouch(facts);
      if (touch === null || touch > 60) {
        points += 2;
        signals.push(touch === null ? 'Never contacted on record.' : `No contact for ${touch} days.`);
      } else if (touch > 30) {
        points += 1;
        signals.push(`No contact for ${touch} days.`);
      }
      if (facts.contact?.status === 'churned') {
        points += 3;
        signals.push('Already marked churned.');
      }
      if (facts.contact && ['low', 'cold'].includes(facts.contact.interestLevel)) {
        points += 1;
        signals.push(`Interest is ${facts.contact.interestLevel}.`);
      }
      const negative = facts.activities.filter(
        (a) => readSignals(`${a.subject ?? ''} ${a.body ?? ''}`).sentiment === 'negative',
      );
      if (negative.length) {
        points += 1;
        signals.push(`${negative.length} negative entries on the timeline.`);
      }
      return {
        risk: points >= 3 ? 'high' : points >= 1 ? 'medium' : 'low',
        signals: signals.length ? signals : ['Recent contact and no negative signal.'],
        plan: [
          'Book a check-in call this week',
          'Review their usage and open issues',
          'Share one quick win they have not tried',
        ],
      };
    },
  },
  'customer-journey': {
    prompt:
      'Place the contact in the journey (awareness, consideration, decision, onboarding, loyalty) and say what comes next.',
    output: [
      value('stage', 'Stage', ['awareness', 'consideration', 'decision', 'onboarding', 'loyalty']),
      list('history', 'So far'),
      list('next', 'What comes next'),
    ],
    builtIn: (_input, facts) => {
      const c = facts.contact;
      const stage =
        c?.status === 'customer'
          ? 'loyalty'
          : c?.status === 'prospect'
            ? facts.deal
              ? 'decision'
              : 'consideration'
            : 'awareness';
      const history = recentTimeline(facts);
      return {
        stage,
        history: history.length
          ? history
          : [`${fullName(facts)} was added ${c?.createdAt.slice(0, 10) ?? 'recently'}.`],
        next:
          stage === 'loyalty'
            ? ['Ask for a referral or review', 'Offer an upgrade where it helps']
            : ['Share a relevant case study', 'Propose a meeting to agree next steps'],
      };
    },
  },
};
