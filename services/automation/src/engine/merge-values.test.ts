import { describe, expect, it } from 'vitest';
import { fillBody, mergeValuesOf } from './merge-values';

describe('a request body filled in', () => {
  it('escapes values so the body stays JSON, and fills the run ids', () => {
    const contact = { id: 'c1', version: 1, name: 'Ada "The Countess" Lovelace', email: 'ada@example.com' };
    const body = fillBody(
      '{"name": "{{contact.name}}", "record": "{{record.id}}", "run": "{{ run.id }}", "co": "{{contact.company|none}}"}',
      mergeValuesOf(contact, null),
      { recordId: 'c1', runId: 'r1' },
    );
    expect(JSON.parse(body)).toEqual({ name: 'Ada "The Countess" Lovelace', record: 'c1', run: 'r1', co: 'none' });
  });
});
