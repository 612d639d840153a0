import { formatMoney, forecastScenarios, projectedRevenue, riskLevel, temperature } from '@smartcrm/contracts';
import type { ServerTool } from '../tool-definition';
import { list, text, value } from '../tool-definition';
import { companyOf, dealLine, firstName, fullName, idleDays, str } from './facts-text';

export const salesTools: Record<string, ServerTool> = {
  'proposal-generator': {
    prompt:
      'Write a proposal outline for the deal: executive summary, scope, value to the customer, pricing, next steps.',
    output: [
      text('summary', 'Executive summary'),
      list('scope', 'Scope'),
      list('value', 'Value'),
      text('pricing', 'Pricing'),
      list('nextSteps', 'Next steps'),
    ],
    builtIn: (input, facts) => {
      const d = facts.deal;
      const solution = str(input, 'solution');
      const goals = str(input, 'goals', 'grow revenue and save time');
      return {
        summary: `${d?.contactName ?? 'Your team'} wants to ${goals}. We propose ${solution} to get there.`,
        scope: [`${solution}`, 'Onboarding and data migration', 'Training for your team', 'A named success manager'],
        value: [
          `Progress on: ${goals}`,
          'Faster time to value with guided onboarding',
          'One place for your team to work',
        ],
        pricing: d ? `${formatMoney(d.value)} as discussed for ${d.title}.` : 'To be confirmed.',
        nextSteps: [
          'Review this proposal together',
          'Confirm scope and start date',
          `Sign by ${d?.expectedCloseDate ?? 'the agreed date'}`,
        ],
      };
    },
  },
  'call-script': {
    prompt:
      'Write a call script for the contact and call type: opener, discovery questions, pitch, objection answers and close.',
    output: [
      text('opener', 'Opener'),
      list('questions', 'Discovery questions'),
      text('pitch', 'Pitch'),
      list('objections', 'Objection answers'),
      text('close', 'Close'),
    ],
    builtIn: (input, facts) => {
      const product = str(input, 'product');
      const callType = str(input, 'callType', 'discovery');
      const role = facts.contact?.position ?? facts.contact?.title ?? 'your role';
      return {
        opener: `Hi ${firstName(facts)}, this is your rep calling about ${product}. ${callType === 'cold call' ? 'Do you have two minutes?' : 'Is now still a good time?'}`,
        questions: [
          `As ${role} at ${companyOf(facts)}, what is your main priority this quarter?`,
          'How do you handle this today?',
          'What would a good outcome look like?',
          'Who else is involved in a decision like this?',
        ],
        pitch: `${product} helps teams like ${companyOf(facts)} reach that outcome faster, without adding work.`,
        objections: [
          '"Too expensive": compare it with the cost of the problem today.',
          '"Not now": agree a date to revisit and send a short summary.',
          '"We use something else": ask what they would change about it.',
        ],
        close: 'Shall we book 30 minutes next week to go through it with your team?',
      };
    },
  },
  'objection-handler': {
    prompt: 'Give responses to the objection: acknowledge, reframe, evidence and a question that moves on.',
    output: [
      text('acknowledge', 'Acknowledge'),
      list('responses', 'Responses'),
      text('question', 'Question to move on'),
    ],
    builtIn: (input, facts) => {
      const objection = str(input, 'objection').replace(/^"|"$/g, '');
      return {
        acknowledge: `"${objection}" — that is a fair concern, and I am glad you raised it.`,
        responses: [
          'Reframe: look at the cost of not solving the problem over a year.',
          'Evidence: share a customer story with a similar situation.',
          facts.deal
            ? `Option: adjust the scope of ${facts.deal.title} to fit.`
            : 'Option: start with a smaller scope.',
        ],
        question: 'If we could address that, is there anything else holding you back?',
      };
    },
  },
  'deal-coach': {
    prompt: 'Coach the rep on the deal from its facts: its health, its risks and the next best moves.',
    output: [
      value('health', 'Health', ['hot', 'warm', 'cold']),
      value('risk', 'Risk', ['high', 'medium', 'low']),
      list('risks', 'Risks'),
      list('moves', 'Next best moves'),
    ],
    builtIn: (_input, facts) => {
      const d = facts.deal;
      const idle = idleDays(facts);
      const risk = d ? riskLevel({ probability: d.probability, idleDays: idle }) : 'medium';
      const risks = [
        idle > 7 ? `No change for ${idle} days.` : '',
        d && d.probability < 30 ? `Probability is low (${d.probability}%).` : '',
        d && !d.expectedCloseDate ? 'No expected close date.' : '',
        d && !d.contactId ? 'No contact on the deal.' : '',
        facts.activities.length === 0 ? 'Nothing logged on the deal yet.' : '',
      ].filter(Boolean);
      return {
        health: temperature(d?.probability ?? 0),
        risk,
        risks: risks.length ? risks : ["No risk found in the deal's record."],
        moves: [
          idle > 7
            ? 'Re-engage today with a short, specific question.'
            : 'Keep the momentum: confirm the next meeting.',
          d?.expectedCloseDate
            ? `Work back from the close date ${d.expectedCloseDate}: agree the steps to signature.`
            : 'Agree a close date with the buyer.',
          'Identify the economic buyer and any blocker.',
        ],
      };
    },
  },
  'sales-forecast': {
    prompt: 'Forecast the open pipeline: the weighted figure, best and worst cases, and the deals that matter most.',
    output: [
      value('weighted', 'Weighted forecast'),
      value('bestCase', 'Best case'),
      value('worstCase', 'Worst case'),
      list('keyDeals', 'Deals that matter most'),
    ],
    needs: 'open_deals',
    builtIn: (_input, facts) => {
      const open = facts.openDeals ?? [];
      const total = open.reduce((s, d) => s + d.value, 0);
      const projected = projectedRevenue(open);
      const scenarios = forecastScenarios(total, projected);
      const top = [...open].sort((a, b) => b.value * b.probability - a.value * a.probability).slice(0, 5);
      return {
        weighted: formatMoney(projected),
        bestCase: formatMoney(scenarios.best),
        worstCase: formatMoney(scenarios.worst),
        keyDeals: top.length
          ? top.map((d) => `${d.title}: ${formatMoney(d.value)} at ${d.probability}%`)
          : ['No open deals.'],
      };
    },
  },
  'competitor-analysis': {
    prompt: 'Compare our product with the competitor: where we win, where they win, and talking points.',
    output: [
      list('weWin', 'Where we win'),
      list('theyWin', 'Where they may win'),
      list('talkingPoints', 'Talking points'),
    ],
    builtIn: (input, facts) => {
      const competitor = str(input, 'competitor');
      const product = str(input, 'product');
      return {
        weWin: [`${product} is built for sales teams first`, 'Faster onboarding', 'AI tools included in the plan'],
        theyWin: [`${competitor} may be the incumbent`, 'Possibly a lower entry price'],
        talkingPoints: [
          `Ask what they would change about ${competitor}.`,
          'Show total cost over a year, not the first invoice.',
          facts.deal ? `Tie it to ${dealLine(facts)}.` : `Offer a side-by-side trial for ${fullName(facts)}.`,
        ],
      };
    },
  },
};
