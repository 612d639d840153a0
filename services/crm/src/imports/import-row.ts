import { ContactInput, type DateFormat, type ImportField, type ImportMapping } from '@smartcrm/contracts';
import { deriveNames } from '../contacts/contact-names';
import { parseImportDate } from './import-dates';

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
  interest?: string | undefined;
  source?: string | undefined;
  tags?: string[] | undefined;
  notes?: string | undefined;
  socialProfiles?: Record<string, string> | undefined;
  customFields?: Record<string, string> | undefined;
  location?: Record<string, string> | undefined;
  lastContact?: string | null | undefined;
}

export interface RowProblem {
  field: string;
  reason: string;
}

export type MappedRow = { ok: true; contact: StagedContact } | { ok: false; problems: RowProblem[] };

interface Column {
  index: number;
  header: string;
  field: ImportField;
}

const social = new Set<ImportField>(['linkedin', 'twitter', 'website']);
const place = new Set<ImportField>(['city', 'state', 'country']);
const lowerCased = new Set<ImportField>(['status', 'interestLevel']);
// The schema's paths for fields that the import spreads over other names.
const schemaPath: Partial<Record<ImportField, string>> = {
  linkedin: 'socialProfiles.linkedin',
  twitter: 'socialProfiles.twitter',
  website: 'socialProfiles.website',
  city: 'location.city',
  state: 'location.state',
  country: 'location.country',
};

/** "www.acme.com" is a web address to a person; the schema wants the scheme. */
const withScheme = (url: string) => (/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`);

/**
 * Turns one CSV record into a contact, validated by the same schema as the contact form. The
 * mapping has passed checkMapping, so it holds contact fields only.
 */
export function createRowMapper(headers: readonly string[], mapping: ImportMapping, dateFormat: DateFormat) {
  const columns: Column[] = headers
    .map((header, index) => ({ index, header, field: (mapping[header] ?? 'ignore') as ImportField }))
    .filter((c) => c.field !== 'ignore');
  const headerByPath = new Map(
    columns.map((c) => [
      c.field === 'customField' ? `customFields.${c.header}` : (schemaPath[c.field] ?? c.field),
      c.header,
    ]),
  );

  return function mapRow(record: readonly string[], line: number): MappedRow {
    if (record.length !== headers.length) {
      const reason = `has ${record.length} columns where the header has ${headers.length}`;
      return { ok: false, problems: [{ field: '(row)', reason }] };
    }
    const input: Record<string, unknown> = {};
    const problems: RowProblem[] = [];
    for (const { index, header, field } of columns) {
      const value = record[index]!.trim();
      if (!value) continue;
      if (field === 'customField') nested(input, 'customFields')[header] = value;
      else if (social.has(field)) nested(input, 'socialProfiles')[field] = withScheme(value);
      else if (place.has(field)) nested(input, 'location')[field] = value;
      else if (field === 'tags') input.tags = value.split(/[;,]/);
      else if (lowerCased.has(field)) input[field] = value.toLowerCase();
      else if (field === 'lastContact') {
        const date = parseImportDate(value, dateFormat);
        if (date) input.lastContact = date;
        else problems.push({ field: header, reason: `"${value}" is not a ${dateFormat} date` });
      } else input[field] = value;
    }
    const parsed = ContactInput.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.map(String).join('.');
        const field = headerByPath.get(path) ?? headerByPath.get(path.split('.')[0]!) ?? path;
        problems.push({ field, reason: issue.message });
      }
    }
    if (!parsed.success || problems.length) return { ok: false, problems };
    const c = parsed.data;
    return {
      ok: true,
      contact: {
        line,
        ...deriveNames(c),
        email: c.email,
        phone: c.phone,
        company: c.company,
        position: c.position,
        title: c.title,
        industry: c.industry,
        status: c.status,
        interest: c.interestLevel,
        source: c.source,
        tags: c.tags,
        notes: c.notes,
        socialProfiles: c.socialProfiles as Record<string, string> | undefined,
        customFields: c.customFields,
        location: c.location as Record<string, string> | undefined,
        lastContact: c.lastContact,
      },
    };
  };
}

function nested(input: Record<string, unknown>, key: string): Record<string, string> {
  input[key] ??= {};
  return input[key] as Record<string, string>;
}
