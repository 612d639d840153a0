import { fieldIssues, SignUpInput } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from './field-errors';

describe('fieldErrorsFrom', () => {
  it('keys server issues by field, keeping the first message', () => {
    expect(
      fieldErrorsFrom([
        { path: 'email', message: 'must be a valid email address' },
        { path: 'email', message: 'is taken' },
        { path: 'branding.primaryColor', message: 'bad colour' },
      ]),
    ).toEqual({ email: 'must be a valid email address', branding: 'bad colour' });
  });

  it('reads the contracts schema issues the same way', () => {
    const result = SignUpInput.safeParse({ companyName: 'A', slug: 'ok-slug', name: 'Ann', email: 'x', password: '1' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(fieldErrorsFrom(fieldIssues(result.error))).sort()).toEqual([
      'companyName',
      'email',
      'password',
    ]);
  });
});
