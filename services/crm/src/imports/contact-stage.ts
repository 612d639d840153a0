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

const cell = {
  tags: (value: string[] | undefined) => (value ? arrayLiteral(value) : null),
  json: (value: object | undefined) => (value ? JSON.stringify(value) : null),
  flag: (value: boolean | undefined) => (value === undefined ? null : value ? 't' : 'f'),
};
const fresh = staged.map((f) => f.import.fresh);

// A row's cells in the staging table's order, compiled once into one array literal: this is the
// import's hot loop (the names are the field table's own, never input).
const cellsOf = new Function(
  'cell',
  'fresh',
  `return (c) => [c.line, ${staged
    .map((f, i) => {
      if (f.import.fresh) return `fresh[${i}]()`;
      const value = `c.${f.field}`;
      return f.kind in cell ? `cell.${f.kind}(${value})` : value;
    })
    .join(', ')}]`,
)(cell, fresh) as (contact: StagedContact) => (string | number | null | undefined)[];

/** A batch as COPY text lines, in the staging table's column order. */
export function* stageLines(contacts: readonly StagedContact[]) {
  for (const c of contacts) yield copyLine(cellsOf(c));
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
