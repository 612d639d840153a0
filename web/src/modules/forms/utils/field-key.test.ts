import { describe, expect, it } from 'vitest';
import { fieldKey } from './field-key';

describe('fieldKey', () => {
  it('makes a key a submission and CSV can use from any label, unique in its form', () => {
    expect(fieldKey('Work email', [])).toBe('work_email');
    expect(fieldKey('Société à 2 €', [])).toBe('societe_a_2');
    expect(fieldKey('2nd phone', [])).toBe('f_2nd_phone');
    expect(fieldKey('!!!', [])).toBe('field');
    expect(fieldKey('Email', ['email', 'email_2'])).toBe('email_3');
  });
});
