import { z } from 'zod';
import { emailPattern } from '../common/ids';
import type { Role } from './roles';
import type { UserImportField, UserImportMapping } from './user-import.schema';

const email = z.email({ pattern: emailPattern });
const maxName = 100;

/** Headers a spreadsheet commonly uses for each field, compared without case, spaces or punctuation. */
const synonyms: Record<Exclude<UserImportField, 'ignore'>, string[]> = {
  email: ['email', 'emailaddress', 'mail', 'e-mail', 'workemail'],
  name: ['name', 'fullname', 'username', 'displayname'],
  firstName: ['firstname', 'givenname', 'first'],
  lastName: ['lastname', 'surname', 'familyname', 'last'],
  role: ['role', 'userrole', 'accesslevel', 'permission', 'type'],
};
const squash = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

export function suggestUserMapping(headers: string[]): UserImportMapping {
  const taken = new Set<UserImportField>();
  return Object.fromEntries(
    headers.map((header) => {
      const key = squash(header);
      const field = (Object.keys(synonyms) as (keyof typeof synonyms)[]).find(
        (f) => !taken.has(f) && synonyms[f].some((s) => squash(s) === key),
      );
      if (field) taken.add(field);
      return [header, field ?? 'ignore'];
    }),
  );
}

/** A mapping must name the email column, and each field once. */
export function userMappingProblem(mapping: UserImportMapping, headers: string[]): string | null {
  const fields = headers.map((h) => mapping[h] ?? 'ignore').filter((f) => f !== 'ignore');
  if (!fields.includes('email')) return 'Choose the column that holds the email address';
  const twice = fields.find((f, i) => fields.indexOf(f) !== i);
  return twice ? `Only one column can be ${twice}` : null;
}

const roleAliases: Record<string, Role> = {
  super_admin: 'super_admin',
  superadmin: 'super_admin',
  super: 'super_admin',
  admin: 'super_admin',
  administrator: 'super_admin',
  owner: 'super_admin',
  wl_user: 'wl_user',
  wl: 'wl_user',
  white_label: 'wl_user',
  whitelabel: 'wl_user',
  white_label_user: 'wl_user',
  regular_user: 'regular_user',
  regular: 'regular_user',
  user: 'regular_user',
  member: 'regular_user',
};

export type UserImportRow =
  | { ok: true; user: { email: string; name: string; role: Role } }
  | { ok: false; problems: { field: string; reason: string }[] };

/**
 * One CSV record as a user, or every reason it cannot be one. Emails are compared and kept in
 * lower case; a missing name becomes the email's local part; an empty role is `defaultRole`.
 */
export function readUserRow(
  record: string[],
  headers: string[],
  mapping: UserImportMapping,
  defaultRole: Role,
): UserImportRow {
  const value = (field: UserImportField) => {
    const index = headers.findIndex((h) => mapping[h] === field);
    return index < 0 ? '' : (record[index] ?? '').trim();
  };
  const problems: { field: string; reason: string }[] = [];
  const address = value('email').toLowerCase();
  if (!address) problems.push({ field: 'email', reason: 'The email is empty' });
  else if (!email.safeParse(address).success)
    problems.push({ field: 'email', reason: `"${address}" is not an email address` });
  const name =
    value('name') || [value('firstName'), value('lastName')].filter(Boolean).join(' ') || address.split('@')[0]!;
  if (name.length > maxName) problems.push({ field: 'name', reason: `The name is longer than ${maxName} characters` });
  const rawRole = value('role');
  const role = rawRole ? roleAliases[rawRole.toLowerCase().replace(/[\s-]+/g, '_')] : defaultRole;
  if (!role) {
    problems.push({
      field: 'role',
      reason: `"${rawRole}" is not a role (super admin, white-label user or regular user)`,
    });
  }
  return problems.length || !role ? { ok: false, problems } : { ok: true, user: { email: address, name, role } };
}
