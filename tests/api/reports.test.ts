import { describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { addUser, signIn } from '../support/workspace-users';

const openByStage = {
  object: 'deals',
  filters: { conditions: [{ field: 'status', operator: 'eq', value: 'open' }] },
  groupBy: [{ field: 'stage' }],
  measures: [{ fn: 'count' }],
  visualisation: 'bar',
};

describe('reports over the API', () => {
  it('runs, drills into and saves a report, and names the field of a bad spec', async () => {
    const { client, tenantId, slug } = await signUpWorkspace('rpt');
    for (const [title, value] of [
      ['Small', 100],
      ['Big', 900],
    ] as const) {
      expect((await client.post('/api/deals', { title, value })).status).toBe(201);
    }
    const run = await client.post('/api/reports/run', { spec: openByStage });
    expect(run.status).toBe(200);
    expect(run.body.rows).toHaveLength(1);
    expect(run.body.rows[0]).toMatchObject({ values: [2] });
    const drill = await client.post('/api/reports/drill', { spec: openByStage, keys: run.body.rows[0]!.keys });
    expect(drill.status).toBe(200);
    expect(drill.body.items.map((d) => d.name).sort()).toEqual(['Big', 'Small']);

    const csv = await client.post('/api/reports/export.csv', { spec: openByStage });
    expect(csv.status).toBe(200);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toEqual(['Stage,Count', `${run.body.rows[0]!.labels[0]},2`]);

    const bad = await client.post('/api/reports/run', {
      spec: { ...openByStage, groupBy: [{ field: 'title' }], measures: [{ fn: 'sum', field: 'nope' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.details?.issues).toEqual([
      { path: 'body.spec.groupBy.0.field', message: 'Title is free text and cannot be grouped' },
      { path: 'body.spec.measures.0.field', message: 'deals have no field nope' },
    ]);

    const saved = await client.post('/api/reports', { name: 'Open by stage', spec: openByStage, shared: true });
    expect(saved.status).toBe(201);
    expect((await client.get('/api/reports')).body.items.map((r) => r.name)).toEqual(['Open by stage']);
    const renamed = await client.request('PATCH', `/api/reports/${saved.body.id}`, { name: 'Pipeline', version: 1 });
    expect(renamed.body).toMatchObject({ name: 'Pipeline', version: 2 });

    // Like the analytics screens: a regular user's role has no advanced analytics.
    const rep = await signIn(slug, await addUser(tenantId, 'regular_user', slug));
    expect((await rep.post('/api/reports/run', { spec: openByStage })).status).toBe(403);
    expect((await client.request('DELETE', `/api/reports/${saved.body.id}`)).status).toBe(200);
  });
});
