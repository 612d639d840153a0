import { describe, expect, it } from 'vitest';
import { FormInput, shownValues } from './form.schema';

const base = {
  name: 'Demo request',
  fields: [
    { key: 'email', label: 'Email', kind: 'email', mapsTo: 'email', required: true },
    { key: 'plan', label: 'Plan', kind: 'select', options: ['Pro', 'Enterprise'] },
  ],
} as const;

const issuesOf = (input: unknown) =>
  FormInput.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('a form definition with conditions', () => {
  it('takes a field shown for options of an earlier choice field', () => {
    const seats = { key: 'seats', label: 'Seats', kind: 'number', showIf: { field: 'plan', anyOf: ['Enterprise'] } };
    expect(issuesOf({ ...base, fields: [...base.fields, seats] })).toEqual([]);
  });

  it.each([
    [{ field: 'later', anyOf: ['x'] }, 'fields.2.showIf: later is not a field before this one'],
    [{ field: 'email', anyOf: ['x'] }, 'fields.2.showIf: Email is not a choice field'],
    [{ field: 'plan', anyOf: ['Gold'] }, 'fields.2.showIf: Plan has no option Gold'],
  ])('refuses the condition %j naming the field', (showIf, issue) => {
    const seats = { key: 'seats', label: 'Seats', kind: 'number', showIf };
    const later = { key: 'later', label: 'Later', kind: 'select', options: ['x'] };
    expect(issuesOf({ ...base, fields: [...base.fields, seats, later] })).toEqual([issue]);
  });

  it('refuses a conditional email field: every submission needs the address', () => {
    const fields = [base.fields[1], { ...base.fields[0], showIf: { field: 'plan', anyOf: ['Pro'] } }];
    expect(issuesOf({ ...base, fields })).toEqual([
      "fields: a form needs a required email field, always shown, mapped to the contact's email",
    ]);
  });

  it('shows the values of shown fields only', () => {
    const fields = [
      { key: 'plan' },
      { key: 'region', showIf: { field: 'plan', anyOf: ['Enterprise'] } },
      { key: 'vat', showIf: { field: 'region', anyOf: ['EU'] } },
    ];
    expect(shownValues(fields, { plan: 'Pro', region: 'EU', vat: 'DE1' })).toEqual({ plan: 'Pro' });
    expect(shownValues(fields, { plan: 'Enterprise', region: 'EU', vat: 'DE1' })).toEqual({
      plan: 'Enterprise',
      region: 'EU',
      vat: 'DE1',
    });
  });
});
