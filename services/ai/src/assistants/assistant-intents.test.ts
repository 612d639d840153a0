import { describe, expect, it } from 'vitest';
import { parseIntent } from './assistant-intents';
import { resolveDate } from './relative-date';

const today = '2026-11-22'; // a Sunday

describe('built-in assistant intents', () => {
  it('reads a task with a person and a due date', () => {
    expect(parseIntent('create a task to call Jane tomorrow', today)).toEqual({
      function: 'create_task',
      title: 'Call Jane',
      dueDate: '2026-11-23',
      contactHint: 'Jane',
    });
    expect(parseIntent('Remind me to email Bob Smith on friday, urgent', today)).toMatchObject({
      function: 'create_task',
      dueDate: '2026-11-27',
      priority: 'high',
      contactHint: 'Bob Smith',
    });
    expect(parseIntent('add a task: prepare the Q1 review', today)).toEqual({
      function: 'create_task',
      title: 'Prepare the Q1 review',
    });
  });

  it('reads contact and deal searches', () => {
    expect(parseIntent('find contacts at Acme', today)).toEqual({ function: 'search_contacts', query: 'Acme' });
    expect(parseIntent('Find Jane Doe', today)).toEqual({ function: 'search_contacts', query: 'Jane Doe' });
    expect(parseIntent('show open deals with Acme', today)).toEqual({
      function: 'search_deals',
      query: 'Acme',
      status: 'open',
    });
    expect(parseIntent('which deals did we win?', today)).toEqual({
      function: 'search_deals',
      query: '',
      status: 'won',
    });
  });

  it('reads a deal update with its fields', () => {
    expect(parseIntent('update the Engine licence deal probability to 80%', today)).toEqual({
      function: 'update_deal',
      dealHint: 'Engine licence',
      probability: 80,
    });
    expect(parseIntent('set Acme renewal value to $12.5k and close date next week', today)).toEqual({
      function: 'update_deal',
      dealHint: 'Acme renewal',
      value: 12_500,
      expectedCloseDate: '2026-11-29',
    });
  });

  it('reads a note on a contact or a deal', () => {
    expect(parseIntent('log a note on Jane Doe: asked for a discount', today)).toEqual({
      function: 'log_note',
      hint: 'Jane Doe',
      body: 'asked for a discount',
      on: 'contact',
    });
    expect(parseIntent('add note to the Engine licence deal - legal approved', today)).toMatchObject({
      function: 'log_note',
      hint: 'Engine licence',
      on: 'deal',
    });
  });

  it('answers with help for anything else', () => {
    expect(parseIntent('what is the meaning of life', today)).toEqual({ function: 'help' });
  });

  it('resolves relative dates from today', () => {
    expect(resolveDate('today', today)).toBe('2026-11-22');
    expect(resolveDate('in 10 days', today)).toBe('2026-12-02');
    expect(resolveDate('sunday', today)).toBe('2026-11-29');
    expect(resolveDate('next monday', today)).toBe('2026-11-23');
    expect(resolveDate('2027-01-05', today)).toBe('2027-01-05');
  });
});
