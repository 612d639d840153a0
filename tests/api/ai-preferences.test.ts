import { describe, expect, inject, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { ceoWithACall } from '../support/contacts';
import { importContacts } from '../support/csv-imports';
import { withOwnerConnection } from '../support/database';
import { addUser, signIn } from '../support/workspace-users';

const leadScoreOf = async (client: ApiClient, id: string) =>
  (await client.get(`/api/contacts/${id}`)).body.leadScore as number | null;
const unscoredContacts = (tenantId: string) =>
  withOwnerConnection(inject('databaseUrl'), async (db) => {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM crm.contacts c JOIN crm.contact_lead_scores s ON s.tenant_id = c.tenant_id
         AND s.contact_id = c.id WHERE c.tenant_id = $1 AND c.deleted_at IS NULL AND s.score IS NULL`,
      [tenantId],
    );
    return rows[0].n as number;
  });
const creditsUsed = async (client: ApiClient) =>
  (await client.get('/api/plans/current')).body.usage.aiCredits.used as number;

describe('AI preferences (000 §3)', () => {
  it('scores a new contact by itself with the built-in rules, at no credit cost, and again when it changes', async () => {
    const { client } = await signUpWorkspace('autoscore');
    expect((await client.get('/api/ai/preferences')).body).toEqual({
      autoScoring: true,
      autoInsights: true,
      preferredProvider: 'auto',
      insightTypes: ['opportunity', 'recommendation'],
    });
    const { body: contact } = await client.post('/api/contacts', { name: 'Ann Auto', email: 'ann@auto-scored.com' });
    await expect.poll(() => leadScoreOf(client, contact.id)).not.toBeNull();
    const first = await leadScoreOf(client, contact.id);
    const analysis = (await client.get(`/api/ai/contacts/${contact.id}`)).body;
    expect(analysis.score).toMatchObject({ score: first, builtIn: true, model: 'builtin-rules' });

    // The score reads the status and the position: a customer's CEO scores higher than a lead.
    const changed = await client.request('PATCH', `/api/contacts/${contact.id}`, {
      status: 'customer',
      position: 'CEO',
      interestLevel: 'hot',
      version: contact.version,
    });
    expect(changed.status).toBe(200);
    await expect.poll(() => leadScoreOf(client, contact.id)).toBeGreaterThan(first!);
    expect(await creditsUsed(client)).toBe(0);
  });

  it('leaves new contacts unscored with auto-scoring off; only a super admin changes it, with fields checked', async () => {
    const { client, slug, tenantId } = await signUpWorkspace('autooff');
    const member = await signIn(slug, await addUser(tenantId, 'regular_user', slug));
    expect((await member.request('PATCH', '/api/ai/preferences', { autoScoring: false })).status).toBe(403);
    const wrong = await client.request('PATCH', '/api/ai/preferences', { autoScoring: 'yes', teleport: true });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.error?.details?.issues)).toMatch(/autoScoring.*|teleport/);

    const off = await client.request('PATCH', '/api/ai/preferences', { autoScoring: false });
    expect(off.body).toEqual({
      autoScoring: false,
      autoInsights: true,
      preferredProvider: 'auto',
      insightTypes: ['opportunity', 'recommendation'],
    });
    const twice = await client.request('PATCH', '/api/ai/preferences', { insightTypes: ['risk', 'risk', 'gossip'] });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.error?.details?.issues)).toMatch(/insightTypes/);
    expect((await member.get('/api/ai/preferences')).body.autoScoring).toBe(false);

    const { body: contact } = await client.post('/api/contacts', { name: 'Nils None', email: 'nils@unscored.com' });
    await importContacts(client, 'Name,Email\nIda Imported,ida@unscored.com\n');
    // Auto-scoring would have scored them within a few hundred milliseconds.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await leadScoreOf(client, contact.id)).toBeNull();
    expect(await unscoredContacts(tenantId)).toBe(2);
  });

  it('scores every contact an import created or updated, page by page, with the rules and no credits', async () => {
    const { client, tenantId } = await signUpWorkspace('autoimport');
    await client.request('PATCH', '/api/ai/preferences', { autoScoring: false });
    const { body: uma } = await client.post('/api/contacts', { name: 'Uma Update', email: 'uma@imported-co.com' });
    await client.request('PATCH', '/api/ai/preferences', { autoScoring: true });
    // More rows than two pages of the import's scoring, and one row that makes Uma a customer's CEO.
    const rows = Array.from({ length: 1200 }, (_, i) => `Person ${i},p${i}@imported-co.com,Sales Manager,lead`);
    const csv = ['Name,Email,Position,Status', ...rows, 'Uma Update,uma@imported-co.com,CEO,customer'].join('\n');
    const done = await importContacts(client, csv, { onDuplicate: 'update' });
    expect(done.counts).toMatchObject({ imported: 1200, updated: 1, failed: 0 });

    await expect.poll(() => unscoredContacts(tenantId), { timeout: 30_000 }).toBe(0);
    expect((await client.get(`/api/ai/contacts/${uma.id}`)).body.score).toMatchObject({
      builtIn: true,
      model: 'builtin-rules',
      score: await leadScoreOf(client, uma.id),
    });
    expect(await creditsUsed(client)).toBe(0);
  });

  it('raises an opportunity as a contact scores into hot and, of the types wanted, a risk as it cools', async () => {
    const { client, slug } = await signUpWorkspace('insights');
    const { contact } = await ceoWithACall(client, slug);
    await expect.poll(() => leadScoreOf(client, contact.id)).not.toBeNull();
    expect(await leadScoreOf(client, contact.id)).toBeLessThan(80);
    // An open deal, and her becoming a customer in a known industry and country, lift her into hot.
    await client.post('/api/deals', { title: 'Fleet', value: 90_000, contactId: contact.id });
    const { body: before } = await client.get(`/api/contacts/${contact.id}`);
    await client.request('PATCH', `/api/contacts/${contact.id}`, {
      status: 'customer',
      industry: 'Defense',
      location: { country: 'US' },
      version: before.version,
    });
    const insights = async () => (await client.get('/api/ai/insights')).body.items as Record<string, unknown>[];
    await expect.poll(insights).toContainEqual(expect.objectContaining({ type: 'opportunity', contactId: contact.id }));
    const [opportunity] = await insights();
    expect(opportunity).toMatchObject({
      contactName: 'Grace Hopper',
      reasons: expect.arrayContaining(['Executive decision maker']),
    });
    expect(opportunity!.previousScore).toBeLessThan(80);

    // Risks are not wanted by default: once they are, her churning raises one, and opportunities no longer show.
    const wanted = await client.request('PATCH', '/api/ai/preferences', { insightTypes: ['risk'] });
    expect(wanted.body.insightTypes).toEqual(['risk']);
    expect(await insights()).toEqual([]);
    const { body: current } = await client.get(`/api/contacts/${contact.id}`);
    await client.request('PATCH', `/api/contacts/${contact.id}`, {
      status: 'churned',
      interestLevel: 'cold',
      version: current.version,
    });
    await expect
      .poll(insights)
      .toEqual([expect.objectContaining({ type: 'risk', contactId: contact.id, previousScore: expect.any(Number) })]);
    const [risk] = await insights();
    expect(risk!.score).toBeLessThan(60);
    expect(risk!.reasons).toContain('Churned customer');
  });
});
