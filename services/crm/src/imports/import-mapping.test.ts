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
      'Phone 2': 'customField',
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
      'Email Address': 'customField',
      'Full name': 'name',
      'Job Title': 'title',
      Organisation: 'company',
      'Lead Source': 'source',
    });
  });

  it("keeps Chinook's address, postcode and fax as custom fields", () => {
    const headers = [
      'CustomerId',
      'FirstName',
      'LastName',
      'Company',
      'Address',
      'City',
      'State',
      'Country',
      'PostalCode',
      'Phone',
      'Fax',
      'Email',
      'SupportRepId',
    ];
    expect(suggestMapping(headers)).toEqual({
      CustomerId: 'ignore',
      FirstName: 'firstName',
      LastName: 'lastName',
      Company: 'company',
      Address: 'customField',
      City: 'city',
      State: 'state',
      Country: 'country',
      PostalCode: 'customField',
      Phone: 'phone',
      Fax: 'customField',
      Email: 'email',
      SupportRepId: 'ignore',
    });
  });

  it("keeps datablist's date of birth and second email and phone", () => {
    const headers = [
      'Index',
      'User Id',
      'First Name',
      'Last Name',
      'Sex',
      'Email 1',
      'Email 2',
      'Phone 1',
      'Phone 2',
      'Date of birth',
      'Job Title',
    ];
    expect(suggestMapping(headers)).toMatchObject({
      Index: 'ignore',
      Sex: 'customField',
      'Email 1': 'email',
      'Email 2': 'customField',
      'Phone 1': 'phone',
      'Phone 2': 'customField',
      'Date of birth': 'customField',
      'Job Title': 'title',
    });
  });

  it("reads Thunderbird's home and work columns", () => {
    const headers = [
      'First Name',
      'Last Name',
      'Display Name',
      'Primary Email',
      'Secondary Email',
      'Work Phone',
      'Home Phone',
      'Mobile Number',
      'Home Address',
      'Home Address 2',
      'Home City',
      'Home ZipCode',
      'Home Country',
      'Work City',
      'Organization',
      'Web Page 1',
      'Web Page 2',
      'Birth Year',
      'Notes',
      'Custom 1',
    ];
    expect(suggestMapping(headers)).toEqual({
      'First Name': 'firstName',
      'Last Name': 'lastName',
      'Display Name': 'name',
      'Primary Email': 'email',
      'Secondary Email': 'customField',
      'Work Phone': 'phone',
      'Home Phone': 'customField',
      'Mobile Number': 'customField',
      'Home Address': 'customField',
      'Home Address 2': 'customField',
      'Home City': 'city',
      'Home ZipCode': 'customField',
      'Home Country': 'country',
      'Work City': 'customField',
      Organization: 'company',
      'Web Page 1': 'website',
      'Web Page 2': 'customField',
      'Birth Year': 'customField',
      Notes: 'notes',
      'Custom 1': 'ignore',
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
