import { describe, expect, it } from 'vitest';
import { type CheckedField, checkSubmission } from './submission-check';

const field = (key: string, kind: CheckedField['kind'], extra: Partial<CheckedField> = {}): CheckedField => ({
  key,
  label: key[0]!.toUpperCase() + key.slice(1),
  kind,
  required: false,
  options: [],
  ...extra,
});

const fields = [
  field('email', 'email', { required: true }),
  field('plan', 'select', { options: ['Pro', 'Team'] }),
  field('topics', 'multi_select', { options: ['Sales', 'AI'] }),
  field('start', 'date'),
  field('seats', 'number'),
  field('message', 'long_text'),
  field('consent', 'consent'),
];

describe('checkSubmission', () => {
  it('keeps each value in its kind and drops what the form does not ask for', () => {
    expect(
      checkSubmission(fields, {
        email: ' Ada@Example.com ',
        plan: 'Pro',
        topics: ['AI'],
        start: '2026-02-28',
        seats: '12',
        message: 'Line one\nline two',
        consent: 'on',
        admin: true,
      }),
    ).toEqual({
      ok: true,
      values: {
        email: 'ada@example.com',
        plan: 'Pro',
        topics: ['AI'],
        start: '2026-02-28',
        seats: '12',
        message: 'Line one\nline two',
        consent: true,
      },
    });
  });

  it.each([
    [{}, 'values.email', 'Email is required'],
    [{ email: 'not-mail' }, 'values.email', 'Email must be a valid email address'],
    [{ email: 'a@b.co', plan: 'Gold' }, 'values.plan', 'Plan holds a choice the form does not offer'],
    [{ email: 'a@b.co', topics: ['AI', 'Golf'] }, 'values.topics', 'Topics holds a choice the form does not offer'],
    [{ email: 'a@b.co', start: '2026-02-30' }, 'values.start', 'Start must be a date like 2026-01-31'],
    [{ email: 'a@b.co', seats: 'many' }, 'values.seats', 'Seats must be a number'],
    [{ email: 'a@b.co', message: 'x'.repeat(5001) }, 'values.message', 'Message is too long'],
  ])('refuses %j naming the field', (values, path, message) => {
    expect(checkSubmission(fields, values)).toEqual({ ok: false, issue: { field: path, message } });
  });
});

describe('checkSubmission with conditional fields', () => {
  const conditional = [
    field('email', 'email', { required: true }),
    field('plan', 'select', { options: ['Pro', 'Enterprise'] }),
    field('seats', 'number', { required: true, showIf: { field: 'plan', anyOf: ['Enterprise'] } }),
    field('region', 'select', { options: ['EU', 'US'], showIf: { field: 'plan', anyOf: ['Enterprise'] } }),
    field('vat', 'text', { required: true, showIf: { field: 'region', anyOf: ['EU'] } }),
  ];

  it('asks for a field only when its choice shows it', () => {
    expect(checkSubmission(conditional, { email: 'a@b.co', plan: 'Enterprise', region: 'US' })).toEqual({
      ok: false,
      issue: { field: 'values.seats', message: 'Seats is required' },
    });
    expect(checkSubmission(conditional, { email: 'a@b.co', plan: 'Pro' })).toEqual({
      ok: true,
      values: { email: 'a@b.co', plan: 'Pro' },
    });
  });

  it('drops the values of hidden fields, and of fields that depend on a hidden one', () => {
    expect(
      checkSubmission(conditional, { email: 'a@b.co', plan: 'Pro', seats: '5', region: 'EU', vat: 'DE1' }),
    ).toEqual({
      ok: true,
      values: { email: 'a@b.co', plan: 'Pro' },
    });
  });
});
