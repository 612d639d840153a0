import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai';
import { operatorWorkspace, tenantOnPlan } from '../support/operators';
import { addUser, signIn } from '../support/workspace-users';

const angryEmail = 'Unfortunately the import is a problem again. We need a fix ASAP, this is urgent, or we cancel.';

describe('AI tools with the built-in provider', () => {
  it('runs a tool through the orchestrator, meters it, and saves the result on a contact', async () => {
    const { client } = await signUpWorkspace('aitool');
    const { body: contact } = await client.post('/api/contacts', {
      name: 'Jane Doe',
      email: 'jane@acme.test',
      company: 'Acme',
    });
    const before = (await client.get('/api/ai/usage')).body;

    const run = await client.post('/api/ai-tools/runs', {
      toolId: 'email-analysis',
      input: { email: angryEmail, contactId: contact.id },
    });
    expect(run.status).toBe(201);
    expect(run.body).toMatchObject({
      toolId: 'email-analysis',
      toolName: 'Email Analysis',
      builtIn: true,
      savedTo: [],
    });
    const section = (key: string) => run.body.sections.find((s) => s.key === key);
    expect(section('sentiment')!.text).toBe('negative');
    expect(section('urgency')!.text).toBe('high');
    expect(section('intent')!.items?.[0]).toBe('Cancellation or churn');
    // The reply is written to the picked contact, and the result says it was not a language model.
    expect(section('suggestedReply')!.text).toContain('Hi Jane');
    expect(run.body.text.split('\n')[0]).toBe('Email Analysis (built-in template, no AI model)');

    const after = (await client.get('/api/ai/usage')).body;
    expect(after.totals.requests).toBe(before.totals.requests + 1);
    expect(after.credits.used).toBe(before.credits.used + 1);

    const saved = await client.post(`/api/ai-tools/runs/${run.body.id}/save`, { contactId: contact.id });
    expect(saved.status).toBe(200);
    expect(saved.body.savedTo).toEqual([{ contactId: contact.id, dealId: null, activityId: expect.any(String) }]);
    const timeline = await client.get(`/api/contacts/${contact.id}/activities`);
    expect(timeline.body.items[0]).toMatchObject({ kind: 'note', body: run.body.text });

    const runs = await client.get('/api/ai-tools/runs?toolId=email-analysis');
    expect(runs.body.items.map((r) => r.id)).toEqual([run.body.id]);
  });

  it('uses the pipeline for a forecast and a deal for a deal tool', async () => {
    const { client } = await signUpWorkspace('aifc');
    const { body: deal } = await client.post('/api/deals', { title: 'Engine licence', value: 10_000, probability: 50 });
    await client.post('/api/deals', { title: 'Support plan', value: 4_000, probability: 25 });
    const forecast = await client.post('/api/ai-tools/runs', {
      toolId: 'sales-forecast',
      input: { horizon: 'this quarter' },
    });
    expect(forecast.status).toBe(201);
    expect(forecast.body.sections.find((s) => s.key === 'weighted')!.text).toBe('$6,000');
    const coach = await client.post('/api/ai-tools/runs', { toolId: 'deal-coach', input: { dealId: deal.id } });
    expect(coach.body.sections.find((s) => s.key === 'health')!.text).toBe('warm');
    const saved = await client.post(`/api/ai-tools/runs/${coach.body.id}/save`, { dealId: deal.id });
    expect(saved.status).toBe(200);
    expect((await client.get(`/api/deals/${deal.id}/activities`)).body.items[0]).toMatchObject({ kind: 'note' });

    const search = (query: string) =>
      client.post('/api/ai-tools/runs', { toolId: 'semantic-search', input: { query } });
    const found = (await search('Engine')).body.sections.find((s) => s.key === 'matches')!.items;
    expect(found).toEqual([expect.stringMatching(/^deal: Engine licence — \$10,000 · /)]);
    expect((await search('E')).body.sections.find((s) => s.key === 'matches')!.items).toEqual(['Nothing matched.']);
  });

  it('names bad input by field and never reaches another workspace or another user', async () => {
    const { client, slug, tenantId } = await signUpWorkspace('aibad');
    const missing = await client.post('/api/ai-tools/runs', { toolId: 'email-analysis', input: {} });
    expect(missing.status).toBe(400);
    expect(missing.error?.details?.issues).toEqual([{ path: 'input.email', message: 'is required' }]);
    const unknown = await client.post('/api/ai-tools/runs', { toolId: 'no-such-tool', input: {} });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.details?.issues?.[0]?.path).toBe('body.toolId');
    const badTone = await client.post('/api/ai-tools/runs', {
      toolId: 'email-composer',
      input: { contactId: crypto.randomUUID(), purpose: 'demo', tone: 'rude' },
    });
    expect(badTone.error?.details?.issues?.map((i) => i.path)).toEqual(['input.tone']);

    const other = await signUpWorkspace('aiother');
    const { body: foreign } = await other.client.post('/api/contacts', { name: 'Foreign Person', email: 'f@o.test' });
    const leak = await client.post('/api/ai-tools/runs', {
      toolId: 'lead-qualification',
      input: { contactId: foreign.id },
    });
    expect(leak.status).toBe(404);
    expect((await client.get('/api/ai-tools/runs')).body.items).toEqual([]);

    const { body: mine } = await client.post('/api/ai-tools/runs', {
      toolId: 'market-trends',
      input: { industry: 'Retail' },
    });
    const colleague = await signIn(slug, await addUser(tenantId, 'wl_user', slug));
    expect((await colleague.get('/api/ai-tools/runs')).body.items).toEqual([]);
    expect((await colleague.post(`/api/ai-tools/runs/${mine.id}/save`, { contactId: foreign.id })).status).toBe(404);
    const regular = await signIn(slug, await addUser(tenantId, 'regular_user', slug));
    expect(
      (await regular.post('/api/ai-tools/runs', { toolId: 'market-trends', input: { industry: 'Retail' } })).status,
    ).toBe(403);
  });
});

describe("AI tools within the plan's AI credits", () => {
  it("refuses a run once the month's credits are spent, and keeps nothing of it", async () => {
    const { operator } = await operatorWorkspace('aiop');
    const { client } = await tenantOnPlan(operator, 'starter', 'aicred');
    const run = () => client.post('/api/ai-tools/runs', { toolId: 'market-trends', input: { industry: 'Retail' } });
    // Starter: 5 AI credits a month (spec 001 §9); every run costs one, built-in or not.
    for (let i = 0; i < 5; i++) expect((await run()).status).toBe(201);
    const refused = await run();
    expect(refused.status).toBe(402);
    expect(refused.error?.code).toBe('quota_exceeded');
    expect((await client.get('/api/ai-tools/runs?limit=50')).body.items).toHaveLength(5);
    const { body: thread } = await client.post('/api/assistants/threads', { assistantId: 'sales-assistant' });
    const asked = await client.post(`/api/assistants/threads/${thread.id}/messages`, {
      content: 'find contacts at Acme',
    });
    expect(asked.status).toBe(402);
    expect((await client.get(`/api/assistants/threads/${thread.id}`)).body.messages).toHaveLength(1);
  });
});

describe('AI tools with an OpenAI-compatible model', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.stop());

  it("sends the tool's prompt and JSON schema to the workspace's model and keeps nothing of a bad answer", async () => {
    const { client } = await signUpWorkspace('aimodel');
    const provider = await client.request('PUT', '/api/ai/provider', {
      baseUrl: fake.baseUrl,
      apiKey: 'test-key',
      models: { low: 'fake-low', medium: 'fake-medium', high: 'fake-high' },
    });
    expect(provider.status).toBe(200);
    const { body: contact } = await client.post('/api/contacts', { name: 'Ada Lovelace', email: 'ada@engines.test' });
    const answer = {
      sentiment: 'positive',
      urgency: 'low',
      intent: ['Buying signal'],
      keyPoints: ['Wants to sign'],
      suggestedReply: 'Dear Ada, wonderful news.',
    };
    fake.enqueue({ content: JSON.stringify(answer) });
    const run = await client.post('/api/ai-tools/runs', {
      toolId: 'email-analysis',
      input: { email: 'We would love to sign the contract.', contactId: contact.id },
    });
    expect(run.status).toBe(201);
    expect(run.body).toMatchObject({ builtIn: false, model: 'fake-medium' });
    expect(run.body.sections.find((s) => s.key === 'suggestedReply')!.text).toBe('Dear Ada, wonderful news.');
    const sent = fake.requests.at(-1)!;
    expect(sent.response_format?.json_schema?.name).toBe('email_analysis');
    expect(sent.messages.at(-1)!.content).toContain('Contact: Ada Lovelace');

    fake.enqueue({ content: JSON.stringify({ ...answer, sentiment: 'ecstatic' }) });
    const bad = await client.post('/api/ai-tools/runs', { toolId: 'email-analysis', input: { email: 'Hello there' } });
    expect(bad.status).toBe(503);
    expect(bad.error?.message).toContain('email_analysis');
    expect((await client.get('/api/ai-tools/runs')).body.items).toHaveLength(1);
  });
});
