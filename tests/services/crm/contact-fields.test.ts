import { contactSorts, ScoringContact } from '@smartcrm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmService } from '../../../services/crm/src/app';
import {
  computedContactColumns,
  contactFieldSpecs,
  type FieldKind,
} from '../../../services/crm/src/contacts/contact.fields';
import { contextOf, startServiceForTest } from '../../support/service-harness';
import { planWith } from '../../support/test-plans';

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
    await crm.answer('tenant.plans.current', () => planWith({}));
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

  const storedColumns = () => [...columns.keys()].filter((c) => !c.includes('.'));
  const live = (column: string) =>
    columns.get(column === 'lead_score' ? 'contact_lead_scores.score' : column) ?? { type: 'missing', default: null };

  it('names a column of the live schema, of its kind, for every field', () => {
    const stored = contactFieldSpecs.map((f) => [f.column, live(f.column).type]);
    expect(stored).toEqual(contactFieldSpecs.map((f) => [f.column, storedAs[f.kind]]));
  });

  it('has an entry for every contacts column but those Postgres computes', () => {
    const listed = new Set<string>([...contactFieldSpecs.map((f) => f.column), ...computedContactColumns]);
    const unlisted = storedColumns().filter((c) => !listed.has(c));
    expect(unlisted).toEqual([]);
  });

  it('searches the text of exactly the fields it marks', async () => {
    const { rows } = await crm.asOwner((client) =>
      client.query<{ expression: string }>(
        `SELECT generation_expression AS expression FROM information_schema.columns
         WHERE table_schema = 'crm' AND table_name = 'contacts' AND column_name = 'search_text'`,
      ),
    );
    const named = [...storedColumns()].filter((column) => new RegExp(`\\b${column}\\b`).test(rows[0]!.expression));
    expect(named.sort()).toEqual(contactFieldSpecs.flatMap((f) => (f.search ? [f.column] : [])).sort());
  });

  it("gives a new contact the column's own default where the file is silent", () => {
    for (const f of contactFieldSpecs) {
      const fallback = /^coalesce\(s\.\w+, ('[^']*'|false)\)$/.exec(f.import?.insert || '')?.[1];
      if (fallback) expect(live(f.column).default, f.column).toMatch(new RegExp(`^${fallback}(::|$)`));
    }
  });

  it('reads a contact with every field alike through each statement that names its columns', async () => {
    const ctx = contextOf(crypto.randomUUID(), { userId: crypto.randomUUID() });
    const contact = await crm.call(
      'crm.contacts.create',
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@engines.test',
        phone: '+44 20 7946 0958',
        company: 'Analytical Engines',
        position: 'Analyst',
        title: 'Countess',
        industry: 'Computing',
        source: 'Referral',
        tags: ['vip'],
        socialProfiles: { linkedin: 'https://linkedin.com/in/ada' },
        location: { city: 'London' },
        lastContact: '2026-01-02T03:04:05.000Z',
      },
      ctx,
    );
    const { items } = await crm.call('crm.ai.scoring_inputs', { ids: [contact.id] }, ctx);
    expect(items[0]?.contact).toEqual(ScoringContact.parse(contact));
    for (const sort of contactSorts) {
      const page = await crm.call('crm.contacts.list', { search: 'lovelace', sort }, ctx);
      expect(page.items, sort).toEqual([contact]);
    }
    const { hits } = await crm.call('crm.search.global', { q: 'engines' }, ctx);
    expect(hits.map((h) => h.id)).toContain(contact.id);
  });
});
