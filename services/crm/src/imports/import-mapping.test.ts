import { describe, expect, it } from 'vitest';
import { checkMapping, suggestMapping } from './import-mapping';

describe('suggestMapping', () => {
  it('maps the headers of the customers fixture by name, each field once', () => {
    const headers = [
      'Index',
      'Customer Id',
      'First Name',
      'Last Name',
      'Company',
      'City',
      'Country',
      'Phone 1',
      'Phone 2',
      'Email',
      'Subscription Date',
      'Website',
    ];
    expect(suggestMapping(headers)).toEqual({
      Index: 'ignore',
      'Customer Id': 'ignore',
      'First Name': 'firstName',
      'Last Name': 'lastName',
      Company: 'company',
      City: 'city',
      Country: 'country',
      'Phone 1': 'phone',
      'Phone 2': 'ignore',
      Email: 'email',
      'Subscription Date': 'ignore',
      Website: 'website',
    });
  });

  it('knows other spellings', () => {
    expect(
      suggestMapping(['E-mail', 'Email Address', 'Full name', 'Job Title', 'Organisation', 'Lead Source']),
    ).toEqual({
      'E-mail': 'email',
      'Email Address': 'ignore',
      'Full name': 'name',
      'Job Title': 'title',
      Organisation: 'company',
      'Lead Source': 'source',
    });
  });
});

describe('checkMapping', () => {
  const headers = ['Name', 'Mail', 'Phone', 'Mobile'];
  it('accepts an email and a name column', () => {
    expect(() => checkMapping({ Name: 'name', Mail: 'email', Phone: 'ignore' }, headers)).not.toThrow();
  });
  it.each([
    [{ Name: 'name' }, /Email/],
    [{ Mail: 'email' }, /First name, Last name or Name/],
    [{ Name: 'name', Mail: 'email', Phone: 'phone', Mobile: 'phone' }, /more than one column is mapped to phone/i],
    [{ Name: 'name', Mail: 'email', Fax: 'phone' }, /no column "Fax"/],
  ] as const)('refuses %j', (mapping, message) => {
    expect(() => checkMapping(mapping, headers)).toThrow(message);
  });
});
