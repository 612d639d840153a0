import { contactSorts, ScoringContact } from '@smartcrm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmService } from '../../../services/crm/src/app';
import {
  computedContactColumns,
  contactFieldSpecs,
  type FieldKind,
} from '../../../services/crm/src/contacts/contact.fields';
import { dealColumnType, dealFields } from '../../../services/crm/src/deals/deal.fields';
import { everyContactField } from '../../support/contacts';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';
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

/** The field tables against the schema crm's migrations make: the SQL built from them names real columns. */
describe('crm field tables (service level)', () => {
  let crm: Crm;
  const columns = new Map<string, { type: string; default: string | null }>();

  beforeAll(async () => {
    crm = (await startServiceForTest(crmService)) as unknown as Crm;
    await crm.answer('tenant.plans.current', () => planWith({}));
    const { rows } = await crm.asOwner((client) =>
      client.query<{ table_name: string; column_name: string; data_type: string; column_default: string | null }>(
        `SELECT table_name, column_name, data_type, column_default FROM information_schema.columns
         WHERE table_schema = 'crm' AND table_name IN ('contacts', 'contact_lead_scores', 'deals')`,
      ),
    );
    for (const r of rows)
      columns.set(`${r.table_name}.${r.column_name}`, { type: r.data_type, default: r.column_default });
  });
  afterAll(() => crm?.stop());

  /** The columns of `table` in the live schema. */
  const storedColumns = (table: string) =>
    [...columns.keys()].filter((c) => c.startsWith(`${table}.`)).map((c) => c.slice(table.length + 1));
  const live = (column: string) =>
    columns.get(column === 'lead_score' ? 'contact_lead_scores.score' : `contacts.${column}`) ?? {
      type: 'missing',
      default: null,
    };

  it('names a column of the live schema, of its kind, for every field', () => {
    const stored = contactFieldSpecs.map((f) => [f.column, live(f.column).type]);
    expect(stored).toEqual(contactFieldSpecs.map((f) => [f.column, storedAs[f.kind]]));
  });

  it('has an entry for every contacts column but those Postgres computes', () => {
    const listed = new Set<string>([...contactFieldSpecs.map((f) => f.column), ...computedContactColumns]);
    const unlisted = storedColumns('contacts').filter((c) => !listed.has(c));
    expect(unlisted).toEqual([]);
  });

  it('searches the text of exactly the fields it marks', async () => {
    const { rows } = await crm.asOwner((client) =>
      client.query<{ expression: string }>(
        `SELECT generation_expression AS expression FROM information_schema.columns
         WHERE table_schema = 'crm' AND table_name = 'contacts' AND column_name = 'search_text'`,
      ),
    );
    const named = storedColumns('contacts').filter((column) => new RegExp(`\\b${column}\\b`).test(rows[0]!.expression));
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
    const contact = await crm.call('crm.contacts.create', everyContactField, ctx);
    const { items } = await crm.call('crm.ai.scoring_inputs', { ids: [contact.id] }, ctx);
    expect(items[0]?.contact).toEqual(ScoringContact.parse(contact));
    for (const sort of contactSorts) {
      const page = await crm.call('crm.contacts.list', { search: 'lovelace', sort }, ctx);
      expect(page.items, sort).toEqual([contact]);
    }
    const { hits } = await crm.call('crm.search.global', { q: 'engines' }, ctx);
    expect(hits.map((h) => h.id)).toContain(contact.id);
  });

  it('names a deals column of its kind for every deal field, and has an entry for every deals column', () => {
    const stored = dealFields.filter((f) => f.column !== 'contact_name');
    expect(stored.map((f) => [f.column, columns.get(`deals.${f.column}`)?.type ?? 'missing'])).toEqual(
      stored.map((f) => [f.column, dealColumnType[f.kind]]),
    );
    const listed = new Set<string>(stored.map((f) => f.column));
    expect(storedColumns('deals').filter((c) => !listed.has(c))).toEqual([]);
  });

  it('reads a deal with every field alike through the list, the board and by id, and writes every field a patch names', async () => {
    const ctx = contextOf(crypto.randomUUID(), { userId: crypto.randomUUID() });
    const { userId, role, email } = ctx.actor!;
    await crm.publish('identity.user.created', ctx.tenantId!, { userId, role, email, name: email });
    await eventually(async () => (await crm.call('crm.members.list', {}, ctx)).items.length === 1);
    const contact = await crm.call('crm.contacts.create', { name: 'Ada Lovelace', email: 'ada@deal.test' }, ctx);
    const deal = await crm.call(
      'crm.deals.create',
      {
        title: 'Engines',
        value: 12_500,
        probability: 40,
        contactId: contact.id,
        companyId: contact.companyId ?? undefined,
        expectedCloseDate: '2026-12-31',
        description: 'Two engines',
      },
      ctx,
    );
    expect(deal).toMatchObject({ contactName: 'Ada Lovelace', expectedCloseDate: '2026-12-31', ownerId: userId });
    const { items } = await crm.call('crm.deals.list', {}, ctx);
    expect(items).toEqual([deal]);
    const board = await crm.call('crm.deals.board', { pipelineId: deal.pipelineId }, ctx);
    expect(board.columns.flatMap((c) => c.deals)).toEqual([deal]);

    const patch = {
      title: 'More engines',
      value: 20_000,
      probability: 60,
      expectedCloseDate: '2027-01-31',
      description: 'Three engines',
      ownerId: userId,
    };
    const updated = await crm.call(
      'crm.deals.update',
      { id: deal.id, patch: { ...patch, version: deal.version } },
      ctx,
    );
    expect(updated).toEqual({ ...deal, ...patch, updatedAt: expect.any(String), version: deal.version + 1 });
    expect(await crm.call('crm.deals.get', { id: deal.id }, ctx)).toEqual(updated);
  });
});
