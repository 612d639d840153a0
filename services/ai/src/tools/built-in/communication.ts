import type { ServerTool } from '../tool-definition';
import { list, text, value } from '../tool-definition';
import { firstName, greeting, signOff, str } from './facts-text';
import { wordPurpose } from './purpose-wording';
import { readSignals, splitNotes } from './text-signals';

export const communicationTools: Record<string, ServerTool> = {
  'email-analysis': {
    prompt: "Analyse the email: its sentiment, the sender's intent, how urgent it is, the key points and a reply.",
    output: [
      value('sentiment', 'Sentiment', ['positive', 'neutral', 'negative', 'mixed']),
      value('urgency', 'Urgency', ['high', 'medium', 'low']),
      list('intent', 'Intent'),
      list('keyPoints', 'Key points'),
      text('suggestedReply', 'Suggested reply'),
    ],
    signed: true,
    builtIn: (input, facts) => {
      const email = str(input, 'email');
      const s = readSignals(email);
      const because = [
        s.positives.length ? `positive cues: ${s.positives.join(', ')}` : '',
        s.negatives.length ? `negative cues: ${s.negatives.join(', ')}` : '',
        s.urgentCues.length ? `urgency cues: ${s.urgentCues.join(', ')}` : '',
      ].filter(Boolean);
      const opener =
        s.sentiment === 'negative'
          ? 'I am sorry to hear about this, and I want to put it right.'
          : 'Thank you for your message.';
      return {
        sentiment: s.sentiment,
        urgency: s.urgency,
        intent: s.intents,
        keyPoints: [
          ...splitNotes(email).all.slice(0, 4),
          ...(because.length ? [`Read from ${because.join('; ')}`] : []),
        ],
        suggestedReply: `Hi ${firstName(facts)},\n\n${opener} I will come back to you about your ${s.intents[0]?.toLowerCase()} ${s.urgency === 'high' ? 'today' : 'within two working days'}.\n\n${signOff(input, facts)}`,
      };
    },
  },
  'meeting-summarizer': {
    prompt: 'Summarise the meeting: a short summary, decisions, action items with owners, and open questions.',
    output: [
      text('summary', 'Summary'),
      list('decisions', 'Decisions'),
      list('actionItems', 'Action items'),
      list('openQuestions', 'Open questions'),
    ],
    builtIn: (input) => {
      const notes = splitNotes(str(input, 'notes'));
      const questions = notes.all.filter((s) => s.endsWith('?'));
      return {
        summary: notes.discussion.slice(0, 2).join(' ') || notes.all.slice(0, 2).join(' '),
        decisions: notes.decisions.length ? notes.decisions : ['No decision was recorded.'],
        actionItems: notes.actions.length ? notes.actions : ['No action item was recorded; agree a next step.'],
        openQuestions: questions.length ? questions : ['None noted.'],
      };
    },
  },
  'email-composer': {
    prompt: 'Write an email to the contact for the purpose given, in the tone given. Give a subject and a body.',
    output: [text('subject', 'Subject'), text('body', 'Body')],
    signed: true,
    builtIn: (input, facts) => {
      const company = facts.contact?.company ?? undefined;
      const wording = wordPurpose(str(input, 'purpose'), company ? { company } : {});
      const why = company
        ? `Given what ${company} is working on, I think a short conversation would be worth your time.`
        : 'I think a short conversation would be worth your time.';
      return {
        subject: wording.subject,
        body: `${greeting(input, firstName(facts))}\n\n${wording.opening} ${why}\n\nWould Tuesday or Thursday suit you for 20 minutes?\n\n${signOff(input, facts)}`,
      };
    },
  },
  'follow-up-writer': {
    prompt: 'Write a follow-up email after the event given, referring to what happened. Give a subject and a body.',
    output: [text('subject', 'Subject'), text('body', 'Body')],
    signed: true,
    builtIn: (input, facts) => {
      const after = str(input, 'after', 'a call');
      const context = str(input, 'context');
      const opening =
        after === 'no reply'
          ? 'I wanted to bring my last message back to the top of your inbox.'
          : `Thank you for your time in ${after.replace(/^a /, 'our ')}.`;
      return {
        subject: after === 'no reply' ? 'Quick follow-up' : `Following up on ${after.replace(/^a /, 'our ')}`,
        body: `${greeting(input, firstName(facts))}\n\n${opening}${context ? ` As discussed: ${context}.` : ''}\n\nIs there anything I can send to help you move forward?\n\n${signOff(input, facts)}`,
      };
    },
  },
  'subject-line-optimizer': {
    prompt: 'Suggest five stronger subject lines for the email, each under 60 characters, and say why they work.',
    output: [list('subjectLines', 'Subject lines'), text('why', 'Why they work')],
    builtIn: (input) => {
      const subject = str(input, 'subject');
      const audience = str(input, 'audience', 'your team');
      return {
        subjectLines: [
          `Quick question about ${subject}`,
          `${subject}: 3 ideas for ${audience}`,
          `Re: ${subject}`.slice(0, 60),
          `How ${audience} save time with ${subject}`.slice(0, 60),
          `${subject} — 10 minutes this week?`.slice(0, 60),
        ],
        why: 'Questions, numbers and a clear ask raise open rates; each line stays under 60 characters.',
      };
    },
  },
  'text-message-writer': {
    prompt: 'Write one SMS under 160 characters to the contact for the purpose given.',
    output: [text('message', 'Message'), value('characters', 'Characters')],
    signed: true,
    builtIn: (input, facts) => {
      const message =
        `Hi ${firstName(facts)}, ${wordPurpose(str(input, 'purpose')).opening} Reply here if that works. ${facts.sender ? `${facts.sender.name.split(' ')[0]}, ${facts.sender.company}` : 'Thanks!'}`.slice(
          0,
          160,
        );
      return { message, characters: String(message.length) };
    },
  },
};
