import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { ceoWithACall, createContacts } from '../support/contacts';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai';
import { operatorWorkspace, tenantOnPlan } from '../support/operators';
import { signIn } from '../support/workspace-users';

/** Polls until `check` passes (what arrives by event takes a moment). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const aiCreditsUsed = async (client: ApiClient) =>
  (await client.get('/api/plans/current')).body.usage.aiCredits.used as number;

describe('smart calls with the built-in provider', () => {
  it('scores a contact with signed reasons pointing at its fields and its calls, and updates its lead score', async () => {
    const { client, slug } = await signUpWorkspace('ais');
    const { contact, call } = await ceoWithACall(client, slug);

    const scored = await client.post('/functions/v1/smart-score', {
      contactId: contact.id,
      contact,
      urgency: 'medium',
    });
    expect(scored.status).toBe(200);
    const score = scored.body;
    expect(score).toMatchObject({
      contactId: contact.id,
      model: 'builtin-rules',
      builtIn: true,
      promptVersion: 'score-v1',
    });
    expect(score.score).toBe(score.fit + score.engagement);
    expect(score.tier).toBe(score.score >= 80 ? 'hot' : score.score >= 60 ? 'warm' : 'cold');
    const reasons = score.reasons as {
      part: string;
      impact: number;
      evidence: { kind: string; field?: string; id?: string };
    }[];
    expect(reasons).toContainEqual(
      expect.objectContaining({
        part: 'fit',
        impact: 14,
        evidence: expect.objectContaining({ kind: 'field', field: 'title' }),
      }),
    );
    expect(reasons).toContainEqual(
      expect.objectContaining({
        part: 'engagement',
        evidence: expect.objectContaining({ kind: 'activity', id: call.id }),
      }),
    );
    expect(reasons.every((r) => r.impact !== 0)).toBe(true);

    const lead = await eventually(
      () => client.get(`/api/contacts/${contact.id}`),
      (r) => r.body.leadScore === score.score,
    );
    expect(lead.body.leadScore).toBe(score.score);
    const analysis = await client.get(`/api/ai/contacts/${contact.id}`);
    expect(analysis.body.score).toMatchObject({ score: score.score, builtIn: true });
  });

  it('enriches only empty fields, and accepting a suggestion writes it through crm', async () => {
    const { client, slug } = await signUpWorkspace('aie');
    const { body: contact } = await client.post('/api/contacts', {
      name: 'Linus',
      email: `linus.torvalds@${slug}-labs.de`,
    });
    const enriched = await client.post('/functions/v1/smart-enrichment', {
      contactId: contact.id,
      priority: 'premium',
    });
    expect(enriched.status).toBe(200);
    const fields = enriched.body.suggestions.map((s) => s.field);
    expect(fields).toEqual(expect.arrayContaining(['company', 'socialProfiles.website', 'location.country']));
    expect(fields).not.toContain('firstName'); // typed by a person: never suggested over
    const company = enriched.body.suggestions.find((s) => s.field === 'company');

    const accepted = await client.post(`/api/ai/suggestions/${company!.id}/accept`);
    expect(accepted.body).toMatchObject({ status: 'accepted' });
    expect((await client.get(`/api/contacts/${contact.id}`)).body.company).toBe(company!.value);
    const again = await client.post(`/api/ai/suggestions/${company!.id}/accept`);
    expect(again.status).toBe(409);
  });

  it('categorises and qualifies with the spec defaults', async () => {
    const { client, slug } = await signUpWorkspace('aiq');
    const { contact } = await ceoWithACall(client, slug);
    const category = await client.post('/functions/v1/smart-categorize', { contactId: contact.id });
    expect(category.body).toMatchObject({ category: 'decision_maker', builtIn: true });
    const qualified = await client.post('/functions/v1/smart-qualify', {
      contactId: contact.id,
      businessContext: { product: 'CRM seats' },
    });
    expect(qualified.body).toMatchObject({ authority: 'decision_maker', need: 'strong', builtIn: true });
    expect(qualified.body.reasons.join(' ')).toContain('CRM seats');
  });

  it("answers not found for another workspace's contact, with the error field the client reads", async () => {
    const other = await signUpWorkspace('aio');
    const { body: theirs } = await other.client.post('/api/contacts', { name: 'Secret', email: 'secret@other.test' });
    const { client } = await signUpWorkspace('aim');
    const refused = await client.post('/functions/v1/smart-score', { contactId: theirs.id });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'not_found', error: refused.error?.message });
  });

  it('says no model provider is configured, and the bulk limits hold', async () => {
    const { client } = await signUpWorkspace('aib');
    const status = await client.get('/api/openai/status');
    expect(status.body).toMatchObject({
      configured: false,
      provider: 'builtin',
      providers: { openai: false, google: false },
    });

    const many = Array.from({ length: 10_001 }, () => crypto.randomUUID());
    const overLimit = await client.post('/functions/v1/smart-bulk', { contacts: many, costLimit: 100_000 });
    expect(overLimit.status).toBe(400);
    expect(overLimit.error?.error).toBe('A bulk analysis takes at most 10,000 contacts; 10,001 were selected');

    const thirty = Array.from({ length: 30 }, () => crypto.randomUUID());
    const tooDear = await client.post('/functions/v1/smart-bulk', { contacts: thirty, analysisType: 'scoring' });
    expect(tooDear.status).toBe(400);
    expect(tooDear.error?.error).toBe('The estimated cost $1.50 is above your cost limit $1.00');
    expect(tooDear.error?.details?.issues?.[0]?.path).toBe('costLimit');
  });

  it('runs a small bulk score at once and answers with the summary', async () => {
    const { client, slug } = await signUpWorkspace('aiu');
    const ids = await createContacts(client, 12, `${slug}-co.com`);
    const run = await client.post('/functions/v1/smart-bulk', {
      contacts: ids,
      urgency: 'low',
      costLimit: 1,
      timeLimit: 30000,
    });
    expect(run.status).toBe(200);
    expect(run.body.summary).toEqual({ total: 12, successful: 12, failed: 0 });
    expect(run.body.run).toMatchObject({ status: 'completed', builtIn: true, creditsSpent: 12 });
    const scores = await eventually(
      () => client.get(`/api/contacts?limit=50`),
      (r) => r.body.items.every((c) => c.leadScore !== null),
    );
    expect(scores.body.items.every((c) => c.leadScore !== null)).toBe(true);
    const usage = await client.get('/api/ai/usage?timeframe=day');
    expect(usage.body.totals.contactsAnalysed).toBe(12);
    expect(usage.body.topModels[0]).toMatchObject({ modelId: 'builtin-rules', successRate: 1 });
  });
});

describe('smart calls with a model provider (a local OpenAI-compatible server)', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.stop());

  async function workspaceOnFake(plan?: string) {
    let workspace: Awaited<ReturnType<typeof signUpWorkspace>>;
    if (plan) {
      const { operator } = await operatorWorkspace('aiop');
      workspace = await tenantOnPlan(operator, plan, 'aip');
    } else workspace = await signUpWorkspace('aif');
    const client = await signIn(workspace.slug, workspace.owner);
    // Without auto-scoring's rules scores, what the model writes (or does not) is all there is to see.
    expect((await client.request('PATCH', '/api/ai/preferences', { autoScoring: false })).status).toBe(200);
    const set = await client.request('PUT', '/api/ai/provider', {
      baseUrl: fake.baseUrl,
      apiKey: 'sk-test',
      models: { medium: 'gemini-2.5-flash' },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ configured: true, source: 'tenant', provider: 'openai' });
    return { ...workspace, client };
  }

  it("refuses a workspace endpoint on the platform's own network (SSRF), naming baseUrl, and keeps the old one", async () => {
    const { client } = await workspaceOnFake();
    for (const baseUrl of ['http://169.254.169.254/latest', 'http://10.1.2.3/v1', 'http://localhost:6379/v1']) {
      const refused = await client.request('PUT', '/api/ai/provider', { baseUrl, models: {} });
      expect(refused.status, baseUrl).toBe(400);
      expect(refused.error?.details?.issues).toEqual([
        { path: 'body.baseUrl', message: 'points at a private or internal address' },
      ]);
    }
    expect((await client.get('/api/ai/status')).body).toMatchObject({
      source: 'tenant',
      baseUrlHost: new URL(fake.baseUrl).host,
    });
  });

  it('keeps every call on the built-in rules once the workspace prefers them, on every ai instance at once', async () => {
    const { client, slug } = await workspaceOnFake();
    const { contact } = await ceoWithACall(client, slug);
    expect((await client.post(`/api/ai/contacts/${contact.id}/score`, { urgency: 'medium' })).body.builtIn).toBe(false);
    expect((await client.request('PATCH', '/api/ai/preferences', { preferredProvider: 'builtin' })).status).toBe(200);
    // Several calls: with two ai instances each is answered by either, and both know the preference.
    await expect
      .poll(
        async () => {
          const scored = await client.post(`/api/ai/contacts/${contact.id}/score`, { urgency: 'medium' });
          return [scored.body.builtIn, scored.body.model];
        },
        { timeout: 2000 },
      )
      .toEqual([true, 'builtin-rules']);
    const before = fake.requests.length;
    for (let i = 0; i < 6; i++) {
      const scored = await client.post(`/api/ai/contacts/${contact.id}/score`, { urgency: 'medium' });
      expect(scored.body).toMatchObject({ builtIn: true, model: 'builtin-rules' });
    }
    expect(fake.requests.length).toBe(before);
  });

  it('scores through the model with a JSON schema, metering tokens and cost', async () => {
    const { client, slug } = await workspaceOnFake();
    const { contact } = await ceoWithACall(client, slug);
    const before = fake.requests.length;
    const scored = await client.post('/functions/v1/smart-score', { contactId: contact.id, urgency: 'medium' });
    expect(scored.body).toMatchObject({
      score: 55,
      fit: 30,
      engagement: 25,
      model: 'gemini-2.5-flash',
      builtIn: false,
    });
    const sent = fake.requests[before];
    expect(sent?.response_format?.json_schema?.name).toBe('contact_score');
    expect(sent?.messages[1]?.content).toContain(contact.id);
    const usage = await client.get('/api/ai/usage?timeframe=day');
    expect(usage.body.byModel[0]).toMatchObject({ modelId: 'gemini-2.5-flash', requests: 1, tokensUsed: 1200 });
    expect(usage.body.totals.cost).toBeCloseTo((1000 * 0.3 + 200 * 2.5) / 1_000_000, 8);
  });

  it('retries a 429, and refuses a cost limit below the estimate before calling', async () => {
    const { client, slug } = await workspaceOnFake();
    const { contact } = await ceoWithACall(client, slug);
    fake.enqueue({ status: 429, error: 'slow down' });
    const retried = await client.post(`/api/ai/contacts/${contact.id}/score`, { urgency: 'medium' });
    expect(retried.status).toBe(200);
    const before = fake.requests.length;
    const refused = await client.post(`/api/ai/contacts/${contact.id}/score`, { urgency: 'high', costLimit: 0.000001 });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toMatch(/^Estimated cost \$0\.\d{4} is above the cost limit \$0\.00$/);
    expect(fake.requests.length).toBe(before);
  });

  it('gives a clear error for an answer that breaks the schema: nothing written, nothing charged', async () => {
    const { client, slug } = await workspaceOnFake();
    const { contact } = await ceoWithACall(client, slug);
    const credits = await aiCreditsUsed(client);
    fake.enqueue({ content: JSON.stringify({ fit: 'very', engagement: 10 }) });
    const broken = await client.post('/functions/v1/smart-score', { contactId: contact.id });
    expect(broken.status).toBe(503);
    expect(broken.error?.error).toMatch(/^The model's answer did not match the contact_score format: fit: /);
    expect((await client.get(`/api/ai/contacts/${contact.id}`)).body.score).toBeNull();
    expect(await aiCreditsUsed(client)).toBe(credits);
    expect((await client.get(`/api/contacts/${contact.id}`)).body.leadScore).toBeNull();
  });

  it('times out a slow answer at the time limit', async () => {
    const { client, slug } = await workspaceOnFake();
    const { contact } = await ceoWithACall(client, slug);
    fake.answerAll(() => ({ delayMs: 3000, content: '{}' }));
    try {
      const slow = await client.post('/functions/v1/smart-categorize', { contactId: contact.id, timeLimit: 800 });
      expect(slow.status).toBe(503);
      expect(slow.error?.error).toBe('The model did not answer within 800 ms');
    } finally {
      fake.answerAll(null);
    }
  });

  it("stops at the plan's AI credits with the quota error", async () => {
    const { client, slug } = await workspaceOnFake('starter');
    const { contact } = await ceoWithACall(client, slug);
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/functions/v1/smart-categorize', { contactId: contact.id })).status).toBe(200);
    }
    const sixth = await client.post('/functions/v1/smart-categorize', { contactId: contact.id });
    expect(sixth.status).toBe(402);
    expect(sixth.body).toMatchObject({ code: 'quota_exceeded', details: { quota: 'aiCredits', limit: 5, used: 5 } });
    expect(sixth.error?.error).toContain('Your plan allows 5');
  });
});
