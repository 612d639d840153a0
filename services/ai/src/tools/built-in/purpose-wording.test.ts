import type { Contact } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { communicationTools } from './communication';
import { wordPurpose } from './purpose-wording';

describe('wordPurpose', () => {
  it('rephrases a leading verb instead of pasting the form back', () => {
    expect(wordPurpose('Follow up on the proposal we sent.')).toEqual({
      subject: 'Following up on the proposal we sent',
      opening: 'I wanted to follow up on the proposal we sent.',
      topic: 'the proposal we sent',
    });
    expect(wordPurpose('book a demo next week').subject).toBe('Finding a time for a demo next week');
    expect(wordPurpose('Thank them for the meeting').opening).toBe('Thank you for the meeting.');
    expect(wordPurpose('introduce our new analytics add-on').opening).toBe(
      'I would like to introduce our new analytics add-on.',
    );
  });

  it('reads anything else as a topic, keeping an acronym in capitals', () => {
    expect(wordPurpose('Q3 pricing update', { company: 'Acme' })).toEqual({
      subject: 'Q3 pricing update for Acme',
      opening: 'I am writing to you about Q3 pricing update.',
      topic: 'Q3 pricing update',
    });
    expect(wordPurpose('Renewal terms').subject).toBe('A note about renewal terms');
    expect(wordPurpose('follow up').opening).toBe('I wanted to follow up on how we could work together.');
  });
});

describe('the built-in email composer', () => {
  const contact = { name: 'Ava Patel', firstName: 'Ava', company: 'Northwind Logistics' } as Contact;
  const compose = communicationTools['email-composer']!.builtIn;

  it("writes a personal, grammatical email signed with the sender's name and company", () => {
    const out = compose(
      { purpose: 'Follow up on the pilot results', tone: 'professional' },
      { activities: [], contact, sender: { name: 'Sam Super', company: 'Demo Company' } },
    );
    expect(out.subject).toBe('Following up on the pilot results');
    expect(out.body).toBe(
      'Hi Ava,\n\nI wanted to follow up on the pilot results. Given what Northwind Logistics is working on, I think a short conversation would be worth your time.\n\nWould Tuesday or Thursday suit you for 20 minutes?\n\nBest regards,\nSam Super\nDemo Company',
    );
    expect(out.body).not.toMatch(/reaching out to [A-Z]/);
  });

  it('still reads well with no contact picked', () => {
    const out = compose({ purpose: 'pricing' }, { activities: [] });
    expect(out.subject).toBe('A note about pricing');
    expect(out.body).toContain('Hi there,\n\nI am writing to you about pricing. I think a short conversation');
  });
});
