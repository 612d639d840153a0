import { describe, expect, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { addUser, signIn } from '../support/workspace-users';

const leadScoreOf = async (client: ApiClient, id: string) =>
  (await client.get(`/api/contacts/${id}`)).body.leadScore as number | null;
const creditsUsed = async (client: ApiClient) =>
  (await client.get('/api/plans/current')).body.usage.aiCredits.used as number;

describe('AI preferences (000 §3)', () => {
  it('scores a new contact by itself with the built-in rules, at no credit cost, and again when it changes', async () => {
    const { client } = await signUpWorkspace('autoscore');
    expect((await client.get('/api/ai/preferences')).body).toEqual({
      autoScoring: true,
      autoInsights: true,
      preferredProvider: 'auto',
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
    expect(JSON.stringify(wrong.body.details.issues)).toMatch(/autoScoring.*|teleport/);

    const off = await client.request('PATCH', '/api/ai/preferences', { autoScoring: false });
    expect(off.body).toEqual({ autoScoring: false, autoInsights: true, preferredProvider: 'auto' });
    expect((await member.get('/api/ai/preferences')).body.autoScoring).toBe(false);

    const { body: contact } = await client.post('/api/contacts', { name: 'Nils None', email: 'nils@unscored.com' });
    // Auto-scoring would have scored it within a few hundred milliseconds.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await leadScoreOf(client, contact.id)).toBeNull();
  });
});
