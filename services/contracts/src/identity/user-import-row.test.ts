import { describe, expect, it } from 'vitest';
import { readUserRow, suggestUserMapping, userMappingProblem } from './user-import-row';

const headers = ['E-mail', 'Full Name', 'Role', 'Team'];
const mapping = suggestUserMapping(headers);
const read = (record: string[]) => readUserRow(record, headers, mapping, 'regular_user');

describe('users CSV rows', () => {
  it('suggests fields from common headers and ignores the rest', () => {
    expect(mapping).toEqual({ 'E-mail': 'email', 'Full Name': 'name', Role: 'role', Team: 'ignore' });
    expect(suggestUserMapping(['First name', 'Surname', 'Email Address'])).toEqual({
      'First name': 'firstName',
      Surname: 'lastName',
      'Email Address': 'email',
    });
  });

  it('needs an email column and each field once', () => {
    expect(userMappingProblem(mapping, headers)).toBeNull();
    expect(userMappingProblem({ 'Full Name': 'name' }, headers)).toMatch(/email/);
    expect(userMappingProblem({ 'E-mail': 'email', 'Full Name': 'name', Role: 'name' }, headers)).toMatch(/one column/);
  });

  it('reads a good row, lower-casing the email and accepting role aliases', () => {
    expect(read(['Ada@Example.COM ', 'Ada Lovelace', 'White label', 'x'])).toEqual({
      ok: true,
      user: { email: 'ada@example.com', name: 'Ada Lovelace', role: 'wl_user' },
    });
    expect(read(['b@x.test', '', '', ''])).toEqual({
      ok: true,
      user: { email: 'b@x.test', name: 'b', role: 'regular_user' },
    });
    expect(read(['c@x.test', 'C', 'Super Admin'])).toMatchObject({ ok: true, user: { role: 'super_admin' } });
  });

  it('names every problem of a bad row', () => {
    expect(read(['', 'No Mail', 'user'])).toEqual({
      ok: false,
      problems: [{ field: 'email', reason: 'The email is empty' }],
    });
    const bad = read(['not-an-email', 'x'.repeat(101), 'boss']);
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems.map((p) => p.field)).toEqual(['email', 'name', 'role']);
  });
});
