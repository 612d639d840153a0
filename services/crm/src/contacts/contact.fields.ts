import type { Contact, MergeField } from '@smartcrm/contracts';
import type { ContactsTable } from './contact.table';

/** How a value is stored: decides its conversions (JSON text, Date ↔ ISO text) and its COPY type. */
export type FieldKind = 'id' | 'text' | 'tags' | 'json' | 'time' | 'flag' | 'score' | 'count';

/** What an import does with a column (contact-batch.repository builds its SQL from these). */
export interface ImportRule {
  /** The staging table's column, filled from the row's same-named field; false: not staged. Default: the column. */
  stage?: string | false;
  /** What a new contact gets, over the staging row `s` and its company `co`; false: not a contacts column. */
  insert?: string | false;
  /**
   * What an update does to an existing contact `c`: `fill` takes the file's value where it has
   * one, `add` adds the file's keys to the JSON, `set` always takes it, or an SQL expression.
   * Unset: an update leaves it. A revert puts back every column an update may change.
   */
  update?: 'fill' | 'add' | 'set' | string;
  /** A value made for each new row (the file never has one). */
  fresh?: () => string;
}

export interface ContactFieldSpec {
  column: Exclude<keyof ContactsTable, ComputedColumn> | 'lead_score';
  /** The contract's field (`Contact`) it is read as; none: internal. */
  field?: keyof Contact;
  kind: FieldKind;
  /** Written from the same-named field of a create or patch (names and company have rules of their own). */
  input?: true;
  /** The field an updated event names when it changes (default `field`). */
  event?: string;
  /** Read by every contact read; default true. */
  read?: false;
  /** The merge field a user picks a side for, or `combined` (merge-plan combines both sides). */
  merge?: MergeField | 'combined';
  import?: ImportRule;
}

/** Columns Postgres computes (search text, duplicate match keys): never written, read only by their indexes. */
export const computedContactColumns = ['search_text', 'dup_email', 'dup_phone', 'dup_domain'] as const;
type ComputedColumn = (typeof computedContactColumns)[number];

const avatarCount = 12;
/** Spec 001 §2.4: a random avatar on create; the web app ships /avatars/1.svg … 12.svg. */
export const randomAvatar = () => `/avatars/${1 + Math.floor(Math.random() * avatarCount)}.svg`;

/**
 * Every contact column, once: the reads' select list, the row ↔ contract mapping, what a create
 * or patch writes, the import's staging, insert, update and revert SQL, and the merge's columns
 * are built from it (a test checks it against the live schema and the contracts' lists).
 * Adding a field: a line here, a migration, and the contract's schemas.
 */
// biome-ignore format: a table, one line per field
export const contactFields = [
  { column: 'id', field: 'id', kind: 'id' },
  { column: 'tenant_id', kind: 'id', import: { stage: false, insert: '$1' } },
  { column: 'import_id', kind: 'id', read: false, import: { stage: false, insert: '$3' } },
  { column: 'owner_id', field: 'ownerId', kind: 'id', input: true, merge: 'ownerId', import: { insert: 'coalesce(s.owner_id, $2)', update: 'fill' } },
  { column: 'company_id', field: 'companyId', kind: 'id', event: 'company', merge: 'company', import: { stage: false, insert: 'co.id', update: 'coalesce(co.id, c.company_id)' } },
  { column: 'company_name', field: 'company', kind: 'text', merge: 'company', import: { stage: 'company', insert: 'co.name', update: 'coalesce(co.name, c.company_name)' } },
  { column: 'first_name', field: 'firstName', kind: 'text', merge: 'name', import: { update: 'set' } },
  { column: 'last_name', field: 'lastName', kind: 'text', merge: 'name', import: { update: 'set' } },
  { column: 'name', field: 'name', kind: 'text', merge: 'name', import: { update: 'set' } },
  { column: 'email', field: 'email', kind: 'text', input: true, merge: 'email', import: {} },
  { column: 'phone', field: 'phone', kind: 'text', input: true, merge: 'phone', import: { update: 'fill' } },
  { column: 'position', field: 'position', kind: 'text', input: true, merge: 'position', import: { update: 'fill' } },
  { column: 'title', field: 'title', kind: 'text', input: true, merge: 'title', import: { update: 'fill' } },
  { column: 'industry', field: 'industry', kind: 'text', input: true, merge: 'industry', import: { update: 'fill' } },
  { column: 'status', field: 'status', kind: 'text', input: true, merge: 'status', import: { insert: "coalesce(s.status, 'lead')", update: 'fill' } },
  { column: 'interest', field: 'interestLevel', kind: 'text', input: true, merge: 'interestLevel', import: { insert: "coalesce(s.interest, 'medium')", update: 'fill' } },
  { column: 'source', field: 'source', kind: 'text', input: true, merge: 'source', import: { update: 'fill' } },
  { column: 'tags', field: 'tags', kind: 'tags', input: true, merge: 'combined', import: { insert: "coalesce(s.tags, '{}')", update: 'fill' } },
  { column: 'notes', field: 'notes', kind: 'text', input: true, merge: 'notes', import: { update: 'fill' } },
  { column: 'social_profiles', field: 'socialProfiles', kind: 'json', input: true, merge: 'socialProfiles', import: { insert: "coalesce(s.social_profiles, '{}')", update: 'add' } },
  { column: 'custom_fields', field: 'customFields', kind: 'json', input: true, merge: 'combined', import: { insert: "coalesce(s.custom_fields, '{}')", update: 'add' } },
  { column: 'location', field: 'location', kind: 'json', input: true, merge: 'location', import: { insert: "coalesce(s.location, '{}')", update: 'add' } },
  { column: 'last_contact_at', field: 'lastContact', kind: 'time', input: true, merge: 'combined', import: { update: 'fill' } },
  { column: 'avatar_src', field: 'avatarSrc', kind: 'text', input: true, merge: 'avatarSrc', import: { fresh: randomAvatar } },
  { column: 'preferred_contact', field: 'preferredContact', kind: 'text', input: true, merge: 'preferredContact', import: { insert: "coalesce(s.preferred_contact, 'email')", update: 'fill' } },
  { column: 'is_favorite', field: 'isFavorite', kind: 'flag', input: true, merge: 'combined', import: { insert: 'coalesce(s.is_favorite, false)', update: 'fill' } },
  // Not a contacts column (0031): read beside the row, written to contact_lead_scores.
  { column: 'lead_score', field: 'leadScore', kind: 'score', merge: 'leadScore', import: { insert: false } },
  { column: 'created_at', field: 'createdAt', kind: 'time', import: { insert: 'coalesce(s.created_at, now())' } },
  { column: 'updated_at', field: 'updatedAt', kind: 'time', import: { insert: 'coalesce(s.updated_at, s.created_at, now())' } },
  { column: 'version', field: 'version', kind: 'count' },
  { column: 'deleted_at', kind: 'time' },
] as const satisfies readonly ContactFieldSpec[];

/** The table seen entry by entry, for code that reads any entry's rules. */
export const contactFieldSpecs: readonly ContactFieldSpec[] = contactFields;

type Spec = (typeof contactFields)[number];
/** A column every contact read returns. */
export type ReadColumn = Exclude<Spec, { read: false }>['column'];
