import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmService } from '../../../services/crm/src/app';
import {
  computedContactColumns,
  contactFieldSpecs,
  type FieldKind,
} from '../../../services/crm/src/contacts/contact.fields';
import { startServiceForTest } from '../../support/service-harness';

type Crm = Awaited<ReturnType<typeof startServiceForTest<'crm', unknown, never>>>;

/** The information_schema data type each kind of field is stored as. */
const storedAs: Record<FieldKind, string> = {
  id: 'uuid',
  text: 'text',
  tags: 'ARRAY',
  json: 'jsonb',
  time: 'timestamp with time zone',
  flag: 'boolean',
  score: 'smallint',
  count: 'integer',
};

/** The contact field table against the schema crm's migrations make: the SQL built from it names real columns. */
describe('crm contact fields (service level)', () => {
  let crm: Crm;
  const columns = new Map<string, { type: string; default: string | null }>();

  beforeAll(async () => {
    crm = (await startServiceForTest(crmService)) as unknown as Crm;
    const { rows } = await crm.asOwner((client) =>
      client.query<{ table_name: string; column_name: string; data_type: string; column_default: string | null }>(
        `SELECT table_name, column_name, data_type, column_default FROM information_schema.columns
         WHERE table_schema = 'crm' AND table_name IN ('contacts', 'contact_lead_scores')`,
      ),
    );
    for (const r of rows) {
      const name = r.table_name === 'contacts' ? r.column_name : `${r.table_name}.${r.column_name}`;
      columns.set(name, { type: r.data_type, default: r.column_default });
    }
  });
  afterAll(() => crm?.stop());

  const live = (column: string) =>
    columns.get(column === 'lead_score' ? 'contact_lead_scores.score' : column) ?? { type: 'missing', default: null };

  it('names a column of the live schema, of its kind, for every field', () => {
    const stored = contactFieldSpecs.map((f) => [f.column, live(f.column).type]);
    expect(stored).toEqual(contactFieldSpecs.map((f) => [f.column, storedAs[f.kind]]));
  });

  it('has an entry for every contacts column but those Postgres computes', () => {
    const listed = new Set<string>([...contactFieldSpecs.map((f) => f.column), ...computedContactColumns]);
    const unlisted = [...columns.keys()].filter((c) => !c.includes('.') && !listed.has(c));
    expect(unlisted).toEqual([]);
  });

  it("gives a new contact the column's own default where the file is silent", () => {
    for (const f of contactFieldSpecs) {
      const fallback = /^coalesce\(s\.\w+, ('[^']*'|false)\)$/.exec(f.import?.insert || '')?.[1];
      if (fallback) expect(live(f.column).default, f.column).toMatch(new RegExp(`^${fallback}(::|$)`));
    }
  });
});
