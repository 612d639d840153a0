import type { ServerTool } from '../tool-definition';
import { list, text } from '../tool-definition';
import { companyOf, str } from './facts-text';
import { sentences } from './text-signals';

const hashtag = (s: string) => `#${s.replace(/[^a-z0-9]/gi, '')}`;

export const contentTools: Record<string, ServerTool> = {
  'social-post-writer': {
    prompt: 'Write a post for the channel on the topic, in the tone given, with hashtags.',
    output: [text('post', 'Post'), list('hashtags', 'Hashtags')],
    builtIn: (input) => {
      const topic = str(input, 'topic');
      const channel = str(input, 'channel', 'LinkedIn');
      const short = channel === 'X (Twitter)';
      return {
        post: short
          ? `${topic}: the one change that saves sales teams hours every week. What is yours?`
          : `${topic}\n\nMost teams we speak to lose hours a week to it. Three things that help:\n1. Keep one source of truth\n2. Follow up within a day\n3. Review the pipeline weekly\n\nWhat works for your team?`,
        hashtags: [hashtag(topic), '#sales', '#crm'],
      };
    },
  },
  'blog-outline': {
    prompt: 'Write a blog outline: a title, sections with key points, and a call to action.',
    output: [text('title', 'Title'), list('sections', 'Sections'), text('cta', 'Call to action')],
    builtIn: (input) => {
      const topic = str(input, 'topic');
      const audience = str(input, 'audience', 'sales teams');
      return {
        title: `${topic}: a practical guide for ${audience}`,
        sections: [
          'Why it matters now',
          `The common mistakes ${audience} make`,
          'A step-by-step approach',
          'Examples that worked',
          'How to measure progress',
        ],
        cta: 'Book a demo to see how it works in practice.',
      };
    },
  },
  'ad-copy': {
    prompt: 'Write ad copy: three headlines under 30 characters and two descriptions under 90.',
    output: [list('headlines', 'Headlines'), list('descriptions', 'Descriptions')],
    builtIn: (input) => {
      const product = str(input, 'product');
      const offer = str(input, 'offer', 'Try it free');
      const audience = str(input, 'audience', 'teams');
      return {
        headlines: [product.slice(0, 30), offer.slice(0, 30), `Built for ${audience}`.slice(0, 30)],
        descriptions: [
          `${product} helps ${audience} close more deals. ${offer}.`.slice(0, 90),
          `Set up in minutes. ${offer}.`.slice(0, 90),
        ],
      };
    },
  },
  'case-study-writer': {
    prompt: 'Write a short case study: the customer, the challenge, the solution and the result.',
    output: [
      text('title', 'Title'),
      text('challenge', 'Challenge'),
      text('solution', 'Solution'),
      text('result', 'Result'),
    ],
    builtIn: (input, facts) => {
      const result = str(input, 'result');
      return {
        title: `How ${companyOf(facts)} achieved ${result}`,
        challenge: `${companyOf(facts)} needed a clearer view of its pipeline and faster follow-up.`,
        solution: 'They moved their contacts, deals and tasks into one CRM and used its AI tools daily.',
        result: `${result}.`,
      };
    },
  },
  'content-repurposer': {
    prompt: 'Repurpose the content into a LinkedIn post, a short email and a tweet.',
    output: [text('linkedin', 'LinkedIn post'), text('email', 'Email'), text('tweet', 'Tweet')],
    builtIn: (input) => {
      const lines = sentences(str(input, 'content'));
      const lead = lines[0] ?? '';
      return {
        linkedin: `${lead}\n\n${lines
          .slice(1, 4)
          .map((l) => `• ${l}`)
          .join('\n')}`,
        email: `Subject: ${lead.slice(0, 60)}\n\n${lines.slice(0, 3).join(' ')}`,
        tweet: lead.slice(0, 270),
      };
    },
  },
};
