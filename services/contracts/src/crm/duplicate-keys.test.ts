import { describe, expect, it } from 'vitest';
import { companyDomain, emailKey, phoneKey } from './duplicate-keys';

describe('phoneKey', () => {
  it('keeps the last ten digits whatever the formatting or country code', () => {
    expect(phoneKey('+1 (555) 010-2030')).toBe('5550102030');
    expect(phoneKey('555.010.2030')).toBe('5550102030');
    expect(phoneKey('0044 20 7946 0958')).toBe('2079460958');
  });
  it('has no key below ten digits or for no phone', () => {
    expect(phoneKey('555-0102')).toBeNull();
    expect(phoneKey('123456789')).toBeNull();
    expect(phoneKey('')).toBeNull();
    expect(phoneKey(null)).toBeNull();
  });
  it('matches exactly ten digits', () => {
    expect(phoneKey('1234567890')).toBe('1234567890');
  });
});

describe('companyDomain', () => {
  it('is the lower-cased part after the @', () => {
    expect(companyDomain('Ada@Acme.COM')).toBe('acme.com');
    expect(companyDomain('a.b@sales.acme.co.uk')).toBe('sales.acme.co.uk');
  });
  it('ignores free-mail providers', () => {
    expect(companyDomain('someone@gmail.com')).toBeNull();
    expect(companyDomain('someone@Outlook.com')).toBeNull();
    expect(companyDomain('someone@yahoo.com')).toBeNull();
  });
  it('has no domain without an @', () => {
    expect(companyDomain('nobody')).toBeNull();
    expect(companyDomain(null)).toBeNull();
  });
});

describe('emailKey', () => {
  it('compares emails without case', () => {
    expect(emailKey(' Ada@Acme.com ')).toBe('ada@acme.com');
    expect(emailKey('')).toBeNull();
  });
});
