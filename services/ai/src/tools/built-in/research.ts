import type { ServerTool } from '../tool-definition';
import { list, text } from '../tool-definition';
import { companyOf, daysSinceTouch, fullName, recentTimeline, str } from './facts-text';
import { sentences } from './text-signals';

const termCues = [
  'shall',
  'must',
  'term',
  'payment',
  'liabil',
  'terminat',
  'renew',
  'confidential',
  'warrant',
  'penalt',
  'deadline',
  'exclusive',
];
const riskCues = ['liabil', 'penalt', 'exclusive', 'auto-renew', 'automatically renew', 'indemn', 'unlimited'];

export const researchTools: Record<string, ServerTool> = {
  'business-analyzer': {
    prompt: 'Analyse the business (SWOT): strengths, weaknesses, opportunities and threats, then how to sell to it.',
    output: [
      list('strengths', 'Strengths'),
      list('weaknesses', 'Weaknesses'),
      list('opportunities', 'Opportunities'),
      list('threats', 'Threats'),
      text('approach', 'How to sell to them'),
    ],
    builtIn: (input) => {
      const company = str(input, 'company');
      const facts = sentences(str(input, 'description'));
      return {
        strengths: facts.slice(0, 2).length ? facts.slice(0, 2) : [`${company} has an established market`],
        weaknesses: ['Manual processes as it grows', 'Data spread over several tools'],
        opportunities: ['Automate follow-up', 'Use its data for forecasting'],
        threats: ['Faster-moving competitors', 'Budget pressure'],
        approach: `Lead with the cost of manual work at ${company} and show one quick win.`,
      };
    },
  },
  'market-trends': {
    prompt: 'List current trends in the industry and talking points a rep can use.',
    output: [list('trends', 'Trends'), list('talkingPoints', 'Talking points')],
    builtIn: (input) => {
      const industry = str(input, 'industry');
      return {
        trends: [
          `Automation in ${industry} operations`,
          `AI-assisted selling in ${industry}`,
          'Consolidation of software tools',
          'Buyers researching before speaking to sales',
        ],
        talkingPoints: [
          `How are you using automation in ${industry} today?`,
          'Which tools could you retire this year?',
        ],
      };
    },
  },
  'document-analyzer': {
    prompt: 'Analyse the document: a summary, key terms, obligations and risks to check.',
    output: [text('summary', 'Summary'), list('keyTerms', 'Key terms'), list('risks', 'Risks to check')],
    builtIn: (input) => {
      const lines = sentences(str(input, 'document'));
      const has = (s: string, cues: string[]) => cues.some((c) => s.toLowerCase().includes(c));
      const terms = lines.filter((l) => has(l, termCues));
      const risks = lines.filter((l) => has(l, riskCues));
      return {
        summary: `${lines.length} sentences; ${terms.length} read as terms or obligations.`,
        keyTerms: terms.length ? terms.slice(0, 8) : ['No contractual term found.'],
        risks: risks.length ? risks.slice(0, 5) : ['No liability, penalty, exclusivity or auto-renewal clause found.'],
      };
    },
  },
  'account-research': {
    prompt: 'Write a pre-call brief on the contact and their company from the record: who, history, and what to ask.',
    output: [text('who', 'Who'), list('history', 'History with us'), list('ask', 'What to ask')],
    builtIn: (_input, facts) => {
      const c = facts.contact;
      const touch = daysSinceTouch(facts);
      return {
        who: `${fullName(facts)}, ${c?.position ?? c?.title ?? 'role unknown'} at ${companyOf(facts)}${c?.industry ? ` (${c.industry})` : ''}; ${c?.status ?? 'lead'}, interest ${c?.interestLevel ?? 'unknown'}.`,
        history: [
          ...recentTimeline(facts, 5),
          touch === null ? 'No touch logged yet.' : `Last touch ${touch} days ago.`,
        ],
        ask: [
          'What changed since we last spoke?',
          'What is the priority this quarter?',
          'Who else should join the next call?',
        ],
      };
    },
  },
  'semantic-search': {
    prompt: 'From the matches found, say which records fit the request best and why.',
    output: [list('matches', 'Matches'), text('note', 'How they were found')],
    needs: 'search',
    builtIn: (input, facts) => {
      const hits = facts.hits ?? [];
      return {
        matches: hits.length
          ? hits.map((h) => `${h.type}: ${h.title}${h.subtitle ? ` — ${h.subtitle}` : ''}`)
          : ['Nothing matched.'],
        note: `Matched the words of "${str(input, 'query')}" against names, companies, deal titles, tasks and notes.`,
      };
    },
  },
};
