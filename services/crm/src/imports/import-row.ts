import { ContactInput, type DateFormat, type ImportField, type ImportMapping } from '@smartcrm/contracts';
import { deriveNames } from '../contacts/contact-names';
import { parseImportDate } from './import-dates';
import { describeIssue } from './import-problems';

/** A valid row as the staging table takes it; undefined = the file says nothing (an update keeps the value). */
export interface StagedContact {
  line: number;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  phone?: string | undefined;
  company?: string | undefined;
  position?: string | undefined;
  title?: string | undefined;
  industry?: string | undefined;
  status?: string | undefined;
  interestLevel?: string | undefined;
  source?: string | undefined;
  tags?: string[] | undefined;
  notes?: string | undefined;
  socialProfiles?: Record<string, string> | undefined;
  customFields?: Record<string, string> | undefined;
  location?: Record<string, string> | undefined;
  lastContact?: string | null | undefined;
  preferredContact?: string | undefined;
  isFavorite?: boolean | undefined;
  ownerId?: string | undefined;
  leadScore?: number | undefined;
  createdAt?: string | undefined;
  updatedAt?: string | undefined;
}

/** What is wrong with a row: the column, the cell as the file has it (none for the whole row), why. */
export interface RowProblem {
  field: string;
  value?: string | null | undefined;
  reason: string;
}

export type MappedRow = { ok: true; contact: StagedContact } | { ok: false; problems: RowProblem[] };

export interface RowMapperOptions {
  /** The file's status values, lower-cased, onto contact statuses. */
  statusValues?: Readonly<Record<string, string>> | null | undefined;
  /** Workspace users by lower-cased email. */
  owners?: ReadonlyMap<string, string>;
}

interface Column {
  index: number;
  header: string;
  field: ImportField;
}

const social = new Set<ImportField>(['linkedin', 'twitter', 'website']);
const place = new Set<ImportField>(['city', 'state', 'country']);
const lowerCased = new Set<ImportField>(['interestLevel', 'preferredContact']);
const dates = new Set<ImportField>(['lastContact', 'createdAt', 'updatedAt']);
// The schema's paths for fields that the import spreads over other names.
const schemaPath: Partial<Record<ImportField, string>> = {
  linkedin: 'socialProfiles.linkedin',
  twitter: 'socialProfiles.twitter',
  website: 'socialProfiles.website',
  city: 'location.city',
  state: 'location.state',
  country: 'location.country',
  customFields: 'customFields',
};
const yes = new Set(['yes', 'y', 'true', '1', 'x', '★']);
const no = new Set(['no', 'n', 'false', '0']);

/** "www.acme.com" is a web address to a person; the schema wants the scheme. */
const withScheme = (url: string) => (/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`);

/** An export's Custom Fields cell: {"name": "value", …}; null when it is not one. */
function customFieldsCell(value: string): Record<string, string> | null {
  try {
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed);
    return entries.every(([, v]) => typeof v === 'string') ? Object.fromEntries(entries) : null;
  } catch {
    return null;
  }
}

/**
 * Turns one CSV record into a contact, validated by the same schema as the contact form. The
 * mapping has passed checkMapping, so it holds contact fields only.
 */
export function createRowMapper(
  headers: readonly string[],
  mapping: ImportMapping,
  dateFormat: DateFormat,
  { statusValues, owners = new Map() }: RowMapperOptions = {},
) {
  const columns: Column[] = headers
    .map((header, index) => ({ index, header, field: (mapping[header] ?? 'ignore') as ImportField }))
    .filter((c) => c.field !== 'ignore');
  const columnByPath = new Map(
    columns.map((c) => [c.field === 'customField' ? `customFields.${c.header}` : (schemaPath[c.field] ?? c.field), c]),
  );
  const statusOf = new Map(Object.entries(statusValues ?? {}).map(([from, to]) => [from.trim().toLowerCase(), to]));

  return function mapRow(record: readonly string[], line: number): MappedRow {
    if (record.length !== headers.length) {
      const reason = `has ${record.length} columns where the header has ${headers.length}`;
      return { ok: false, problems: [{ field: '(row)', reason }] };
    }
    const input: Record<string, unknown> = {};
    const extra: Pick<StagedContact, 'ownerId' | 'leadScore' | 'createdAt' | 'updatedAt' | 'isFavorite'> = {};
    const problems: RowProblem[] = [];
    const refuse = (header: string, value: string, reason: string) => problems.push({ field: header, value, reason });
    for (const { index, header, field } of columns) {
      const value = record[index]!.trim();
      if (!value) continue;
      if (field === 'customField') nested(input, 'customFields')[header] = value;
      else if (field === 'customFields') {
        const fields = customFieldsCell(value);
        if (fields) Object.assign(nested(input, 'customFields'), fields);
        else refuse(header, value, 'is not a list of custom fields as exports write it ({"Name": "value"})');
      } else if (social.has(field)) nested(input, 'socialProfiles')[field] = withScheme(value);
      else if (place.has(field)) nested(input, 'location')[field] = value;
      // Exports separate tags with "; ", so a tag may hold a comma; other files use either.
      else if (field === 'tags') input.tags = value.split(value.includes(';') ? ';' : ',');
      else if (field === 'status') input.status = statusOf.get(value.toLowerCase()) ?? value.toLowerCase();
      else if (lowerCased.has(field)) input[field] = value.toLowerCase();
      else if (dates.has(field)) {
        const date = parseImportDate(value, dateFormat);
        if (!date) refuse(header, value, `is not a date (such as ${dateExample[dateFormat]} or 2024-12-31)`);
        else if (field === 'lastContact') input.lastContact = date;
        else extra[field as 'createdAt' | 'updatedAt'] = date;
      } else if (field === 'isFavorite') {
        const answer = value.toLowerCase();
        if (yes.has(answer) || no.has(answer)) extra.isFavorite = yes.has(answer);
        else refuse(header, value, 'is not yes or no');
      } else if (field === 'leadScore') {
        const score = Number(value);
        if (Number.isInteger(score) && score >= 0 && score <= 100) extra.leadScore = score;
        else refuse(header, value, 'is not a whole number from 0 to 100');
      } else if (field === 'ownerEmail') {
        // An owner who is not in this workspace (a file from elsewhere): the importer owns the contact.
        extra.ownerId = owners.get(value.toLowerCase());
      } else input[field] = value;
    }
    const parsed = ContactInput.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.map(String).join('.');
        const column = columnByPath.get(path) ?? columnByPath.get(path.split('.')[0]!);
        const value = column ? record[column.index]!.trim() || null : null;
        problems.push({ field: column?.header ?? path, value, reason: describeIssue(issue) });
      }
    }
    if (!parsed.success || problems.length) return { ok: false, problems };
    const c = parsed.data;
    // The contact's fields as the form would have them: the staging table takes each by name.
    const contact = { ...c, ...deriveNames(c), line, ...extra } as StagedContact;
    return { ok: true, contact };
  };
}

const dateExample: Record<DateFormat, string> = { 'day-first': '31/12/2024', 'month-first': '12/31/2024' };

function nested(input: Record<string, unknown>, key: string): Record<string, string> {
  input[key] ??= {};
  return input[key] as Record<string, string>;
}
