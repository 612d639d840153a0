import { describe, expect, it } from 'vitest';
import { planFieldOf, planFormSchema, planFormValues } from './plan-form';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  result.error?.issues.map(({ path, message }) => [path.join('.'), message]);

describe('the plan form', () => {
  it('reads blank limits as unlimited and the lines under the price one per line', () => {
    const values = { ...planFormValues(null), id: 'Growth', name: 'Growth', price: '49', users: '5' };
    expect(planFormSchema(true).parse({ ...values, highlights: ' Fast \n\n Friendly ' })).toEqual({
      id: 'growth',
      name: 'Growth',
      monthlyPrice: 49,
      quotas: { users: 5, contacts: null, aiCredits: null },
      features: ['dashboard', 'contacts', 'pipeline'],
      highlights: ['Fast', 'Friendly'],
      popular: false,
      listed: true,
    });
  });

  it('says on each field what is wrong with it', () => {
    const values = { ...planFormValues(null), id: 'g!', name: 'G', price: '4.5', users: '1.5', contacts: '-1' };
    expect(issues(planFormSchema(true).safeParse(values))).toEqual([
      ['id', 'may hold only letters, digits and inner hyphens'],
      ['name', 'must be at least 2 characters'],
      ['price', 'must be whole dollars'],
      ['users', 'must be a whole number (blank: unlimited)'],
      ['contacts', 'must be a whole number (blank: unlimited)'],
    ]);
  });

  it('shows the server’s issues on the fields that hold them', () => {
    expect(['monthlyPrice', 'quotas.users', 'highlights.2', 'name'].map(planFieldOf)).toEqual([
      'price',
      'users',
      'highlights',
      'name',
    ]);
  });
});
