import type { AppError, ReportSpecInput } from '@smartcrm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmService } from '../../../services/crm/src/app';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';
import { planWith } from '../../support/test-plans';

type Crm = Awaited<ReturnType<typeof startServiceForTest<'crm', unknown, never>>>;

const wonValueByOwnerByMonth: ReportSpecInput = {
  object: 'deals',
  filters: {
    conditions: [
      { field: 'status', operator: 'eq', value: 'won' },
      { field: 'closeDate', operator: 'in_period', value: { period: 'this_year' } },
    ],
  },
  groupBy: [{ field: 'owner' }, { field: 'closeDate', bucket: 'month' }],
  measures: [{ fn: 'sum', field: 'value' }, { fn: 'count' }],
  visualisation: 'bar',
};
const openDealsByStage: ReportSpecInput = {
  object: 'deals',
  filters: { conditions: [{ field: 'status', operator: 'eq', value: 'open' }] },
  groupBy: [{ field: 'stage' }],
  measures: [{ fn: 'count' }, { fn: 'sum', field: 'value' }],
};

/** Figures keyed by the groups' keys joined with '|'. */
const byKeys = (rows: { keys: (string | null)[]; values: (number | null)[] }[]) =>
  Object.fromEntries(rows.map((r) => [r.keys.join('|'), r.values]));

/** crm alone on the demo workspace: report figures against the same figures computed in plain SQL. */
describe('reports (service level)', () => {
  let crm: Crm;
  const tenant = crypto.randomUUID();
  const admin = contextOf(tenant, { userId: crypto.randomUUID() });
  const rep = contextOf(tenant, { userId: crypto.randomUUID(), role: 'regular_user' });
  const sql = <T>(text: string, values: unknown[] = []) =>
    crm.asOwner(async (db) => (await db.query(text, values)).rows as T[]);

  beforeAll(async () => {
    crm = (await startServiceForTest(crmService)) as unknown as Crm;
    await crm.answer('tenant.plans.current', () => planWith({}));
    for (const who of [admin, rep]) {
      const { userId, role, email } = who.actor!;
      await crm.publish('identity.user.created', tenant, { userId, role, email, name: email });
    }
    await eventually(async () => (await crm.call('crm.members.list', {}, admin)).items.length === 2);
    await crm.call('crm.demo.seed', { ownerIds: [admin.actor!.userId, rep.actor!.userId] }, admin);
    // Won today, so "this year" has figures whatever the date the test runs on.
    await sql(
      `INSERT INTO crm.deals (tenant_id, pipeline_id, stage_id, title, value, status, owner_id, actual_close_date, position)
       SELECT tenant_id, pipeline_id, stage_id, 'Won today ' || n, 1000 * n, 'won', $2::uuid, current_date, 0
       FROM crm.deals, generate_series(1, 3) n WHERE tenant_id = $1 AND status = 'won' LIMIT 3`,
      [tenant, rep.actor!.userId],
    );
    await crm.call('crm.visibility.update', { role: 'regular_user', scope: 'own' }, admin);
  }, 120_000);
  afterAll(async () => {
    await crm?.stop();
  });

  const wonInSql = (ownerId?: string) =>
    sql<{ owner: string; month: string; total: number; n: number }>(
      `SELECT owner_id::text AS owner, to_char(date_trunc('month', actual_close_date), 'YYYY-MM-DD') AS month,
              sum(value)::float8 AS total, count(*)::float8 AS n
       FROM crm.deals WHERE tenant_id = $1 AND deleted_at IS NULL AND status = 'won'
         AND date_trunc('year', actual_close_date) = date_trunc('year', now() AT TIME ZONE 'UTC')
         AND ($2::uuid IS NULL OR owner_id = $2::uuid)
       GROUP BY 1, 2`,
      [tenant, ownerId ?? null],
    );

  it('sums won deal value by owner by month this year as plain SQL does', async () => {
    const result = await crm.call('crm.reports.run', { spec: wonValueByOwnerByMonth }, admin);
    const expected = await wonInSql();
    expect(expected.length).toBeGreaterThan(1);
    expect(byKeys(result.rows)).toEqual(
      Object.fromEntries(expected.map((r) => [`${r.owner}|${r.month}`, [r.total, r.n]])),
    );
    expect(result.columns.map((c) => c.label)).toEqual(['Owner', 'Closed', 'Sum of Value', 'Count']);
    const repRow = result.rows.find((r) => r.keys[0] === rep.actor!.userId);
    expect(repRow?.labels[0]).toBe(rep.actor!.email);
  });

  it('counts open deals by stage as plain SQL does, with stage names', async () => {
    const result = await crm.call('crm.reports.run', { spec: openDealsByStage }, admin);
    const expected = await sql<{ stage: string; name: string; n: number; total: number }>(
      `SELECT d.stage_id::text AS stage, s.name, count(*)::float8 AS n, sum(d.value)::float8 AS total
       FROM crm.deals d JOIN crm.pipeline_stages s ON s.tenant_id = d.tenant_id AND s.id = d.stage_id
       WHERE d.tenant_id = $1 AND d.deleted_at IS NULL AND d.status = 'open' GROUP BY 1, 2`,
      [tenant],
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(byKeys(result.rows)).toEqual(Object.fromEntries(expected.map((r) => [r.stage, [r.n, r.total]])));
    expect(new Set(result.rows.map((r) => r.labels[0]))).toEqual(new Set(expected.map((r) => r.name)));
  });

  it('shows a regular user limited to own records only the figures of their records', async () => {
    const [mine, all] = await Promise.all([
      crm.call('crm.reports.run', { spec: wonValueByOwnerByMonth }, rep),
      wonInSql(rep.actor!.userId),
    ]);
    expect(byKeys(mine.rows)).toEqual(Object.fromEntries(all.map((r) => [`${r.owner}|${r.month}`, [r.total, r.n]])));
    expect(mine.rows.every((r) => r.keys[0] === rep.actor!.userId)).toBe(true);
    const open = await crm.call('crm.reports.run', { spec: { ...openDealsByStage, groupBy: [] } }, rep);
    const n = (
      await sql<{ n: number }>(
        `SELECT count(*)::float8 AS n FROM crm.deals WHERE tenant_id = $1 AND deleted_at IS NULL AND status = 'open' AND owner_id = $2`,
        [tenant, rep.actor!.userId],
      )
    )[0]!.n;
    const everyone = (
      await sql<{ n: number }>(
        `SELECT count(*)::float8 AS n FROM crm.deals WHERE tenant_id = $1 AND deleted_at IS NULL AND status = 'open'`,
        [tenant],
      )
    )[0]!.n;
    expect(open.rows[0]?.values[0]).toBe(n);
    expect(n).toBeLessThan(everyone);
  });

  it('drills into a group and returns exactly the deals it counted, a page at a time', async () => {
    const result = await crm.call('crm.reports.run', { spec: wonValueByOwnerByMonth }, admin);
    const group = result.rows.reduce((a, b) => ((b.values[1] ?? 0) > (a.values[1] ?? 0) ? b : a));
    const [owner, month] = group.keys as [string, string];
    const expected = await sql<{ id: string }>(
      `SELECT id::text FROM crm.deals WHERE tenant_id = $1 AND deleted_at IS NULL AND status = 'won'
         AND owner_id = $2 AND date_trunc('month', actual_close_date) = $3::date`,
      [tenant, owner, month],
    );
    const first = await crm.call(
      'crm.reports.drill',
      { spec: wonValueByOwnerByMonth, keys: group.keys, limit: 2 },
      admin,
    );
    expect(first.total).toBe(group.values[1]);
    const ids = first.items.map((d) => d.id);
    let next = first.nextOffset;
    while (next !== null) {
      const page = await crm.call(
        'crm.reports.drill',
        { spec: wonValueByOwnerByMonth, keys: group.keys, limit: 2, offset: next },
        admin,
      );
      ids.push(...page.items.map((d) => d.id));
      next = page.nextOffset;
    }
    expect(ids.sort()).toEqual(expected.map((r) => r.id).sort());
    expect(first.items[0]?.values).toMatchObject({ status: 'won', owner: expect.any(String) });
    // The rep drilling into the admin's group sees none of it.
    const adminGroup = result.rows.find((r) => r.keys[0] === admin.actor!.userId)!;
    const hidden = await crm.call('crm.reports.drill', { spec: wonValueByOwnerByMonth, keys: adminGroup.keys }, rep);
    expect(hidden).toEqual({ items: [], total: 0, nextOffset: null });
  });

  it('refuses a bad spec naming the field, and a key that is not one', async () => {
    const bad = await crm
      .call('crm.reports.run', { spec: { object: 'deals', groupBy: [{ field: 'title' }] } }, admin)
      .catch((e: AppError) => e);
    expect(bad).toMatchObject({ code: 'bad_input' });
    expect((bad as AppError).message).toContain('spec.groupBy.0.field');
    const badKey = await crm
      .call('crm.reports.drill', { spec: openDealsByStage, keys: ['not-an-id'] }, admin)
      .catch((e: AppError) => e);
    expect(badKey).toMatchObject({ code: 'bad_input', message: expect.stringContaining('keys.0') });
  });

  it('saves reports privately or shared with the workspace', async () => {
    const mine = await crm.call('crm.reports.create', { name: 'Won by owner', spec: wonValueByOwnerByMonth }, admin);
    const shared = await crm.call(
      'crm.reports.create',
      { name: 'Open by stage', spec: openDealsByStage, shared: true },
      admin,
    );
    expect((await crm.call('crm.reports.list', {}, rep)).items.map((r) => r.name)).toEqual(['Open by stage']);
    const renamed = await crm.call(
      'crm.reports.update',
      { id: mine.id, patch: { name: 'Won', shared: true, version: 1 } },
      admin,
    );
    expect(renamed).toMatchObject({ name: 'Won', shared: true, version: 2, spec: { object: 'deals' } });
    await expect(
      crm.call('crm.reports.update', { id: shared.id, patch: { name: 'x', version: 1 } }, rep),
    ).rejects.toMatchObject({
      code: 'forbidden',
    });
    await crm.call('crm.reports.delete', { id: shared.id }, admin);
    expect((await crm.call('crm.reports.list', {}, rep)).items.map((r) => r.name)).toEqual(['Won']);
  });
});
