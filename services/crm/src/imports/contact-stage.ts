import { type ContactFieldSpec, contactFieldSpecs, type FieldKind } from '../contacts/contact.fields';
import { arrayLiteral, copyLine } from './copy-text';
import type { StagedContact } from './import-row';

/**
 * The contacts import's SQL, built from the contact field table: the staging table a batch is
 * copied into, what a new contact takes from it, what an update changes and what a revert puts back.
 */
const stageType: Record<FieldKind, string> = {
  id: 'uuid',
  text: 'text',
  tags: 'text[]',
  json: 'jsonb',
  time: 'timestamptz',
  flag: 'boolean',
  score: 'smallint',
  count: 'int',
};

type Imported = ContactFieldSpec & { import: NonNullable<ContactFieldSpec['import']> };
const imported = contactFieldSpecs.filter((f): f is Imported => f.import !== undefined);
const stageName = (f: Imported) => (f.import.stage === undefined ? f.column : f.import.stage);
const staged = imported.flatMap((f) => {
  const name = stageName(f);
  return name ? [{ ...f, name }] : [];
});

// Created once per connection; ON COMMIT DELETE ROWS empties it after every batch.
export const stageTable = `CREATE TEMP TABLE IF NOT EXISTS import_stage (
  line int, ${staged.map((f) => `${f.name} ${stageType[f.kind]}`).join(', ')}
) ON COMMIT DELETE ROWS`;

const json = (value: unknown) => (value ? JSON.stringify(value) : null);
const flag = (value: unknown) => (value === undefined ? null : value ? 't' : 'f');
const cell: Partial<Record<FieldKind, (value: unknown) => string | null>> = {
  tags: (value) => (value ? arrayLiteral(value as string[]) : null),
  json,
  flag,
};

/** A batch as COPY text lines, in the staging table's column order. */
export function* stageLines(contacts: readonly StagedContact[]) {
  for (const c of contacts) {
    const row = c as unknown as Record<string, unknown>;
    yield copyLine([
      c.line,
      ...staged.map((f) => {
        if (f.import.fresh) return f.import.fresh();
        const value = row[f.field as string];
        const write = cell[f.kind];
        return write ? write(value) : (value as string | number | null | undefined);
      }),
    ]);
  }
}

const inserted = imported.filter((f) => f.import.insert !== false);
/** The contacts columns a new contact is written with, and their values from `s` (and its company `co`). */
export const insertColumns = inserted.map((f) => f.column).join(', ');
export const insertValues = inserted.map((f) => f.import.insert || `s.${stageName(f)}`).join(', ');

const updateOf = (f: Imported) => {
  const from = `s.${stageName(f)}`;
  switch (f.import.update) {
    case 'fill':
      return `coalesce(${from}, c.${f.column})`;
    case 'add':
      return `c.${f.column} || coalesce(${from}, '{}')`;
    case 'set':
      return from;
    default:
      return f.import.update as string;
  }
};

/** What an update sets: empty cells leave a value as it was. */
export const updateAssignments: [column: string, value: string][] = imported.flatMap((f) =>
  f.import.update ? [[f.column, updateOf(f)] as [string, string]] : [],
);
