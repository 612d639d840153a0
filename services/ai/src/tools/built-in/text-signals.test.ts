import { describe, expect, it } from 'vitest';
import { readSignals, splitNotes } from './text-signals';

describe('built-in text signals', () => {
  it('reads a happy buyer as positive and names the phrases', () => {
    const s = readSignals('Thanks, we are excited and would love to proceed with the contract.');
    expect(s.sentiment).toBe('positive');
    expect(s.positives).toEqual(expect.arrayContaining(['thank', 'excited', 'love']));
    expect(s.intents).toContain('Buying signal');
  });

  it('reads complaints as negative and urgency from its cues', () => {
    const s = readSignals('Unfortunately this is a problem. We need a fix ASAP, urgent, or we cancel.');
    expect(s.sentiment).toBe('negative');
    expect(s.urgency).toBe('high');
    expect(s.intents[0]).toBe('Cancellation or churn');
  });

  it('is neutral with no cues, medium urgency with one, mixed when balanced', () => {
    expect(readSignals('Attached is the file.').sentiment).toBe('neutral');
    expect(readSignals('Attached is the file.').intents).toEqual(['General update']);
    expect(readSignals('Please reply today.').urgency).toBe('medium');
    expect(readSignals('Great demo and thanks, but the price is too much and there is an issue.').sentiment).toBe(
      'mixed',
    );
  });

  it('splits notes into decisions, actions and discussion', () => {
    const notes = splitNotes(
      'We agreed on the Pro plan.\n- Jane will send the quote by Friday\nBudget talk went well.',
    );
    expect(notes.decisions).toEqual(['We agreed on the Pro plan.']);
    expect(notes.actions).toEqual(['Jane will send the quote by Friday']);
    expect(notes.discussion).toEqual(['Budget talk went well.']);
  });
});
