import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiService } from '../../../services/ai/src/app';
import { answerAiPeers } from '../../support/ai-peers';
import { type FakeOpenAi, startFakeOpenAi } from '../../support/fake-openai';
import { contextOf, startServiceForTest } from '../../support/service-harness';

type Ai = Awaited<ReturnType<typeof startServiceForTest<'ai', unknown, never>>>;

/** ai alone, with a model provider speaking OpenAI's API: one contact's score, what it costs, and a provider that fails. */
describe('ai contact analysis (service level)', () => {
  let ai: Ai;
  let model: FakeOpenAi;
  let peers: Awaited<ReturnType<typeof answerAiPeers>>;
  const tenant = crypto.randomUUID();
  const ctx = contextOf(tenant, { userId: crypto.randomUUID() });

  beforeAll(async () => {
    model = await startFakeOpenAi();
    // No retries: a failing provider answers the test at once.
    const env = { AI_BASE_URL: model.baseUrl, AI_API_KEY: 'test-key', AI_MAX_RETRIES: '0' };
    ai = (await startServiceForTest(aiService, env)) as unknown as Ai;
    peers = await answerAiPeers(ai);
  });
  afterAll(async () => {
    await ai?.stop();
    await model?.stop();
  });

  it("scores a contact with the model's answer, charges one credit for it and keeps the score", async () => {
    const [contactId] = peers.addContacts(tenant, 1) as [string];
    const asked = model.requests.length;
    const score = await ai.call('ai.contacts.score', { contactId }, ctx);
    // The fake model answers fit 30 and engagement 25.
    expect(score).toMatchObject({ contactId, fit: 30, engagement: 25, score: 55, builtIn: false });
    expect(model.requests.length).toBe(asked + 1);
    expect(peers.charges(tenant)).toEqual([1]);
    expect((await ai.call('ai.contacts.analysis', { contactId }, ctx)).score).toMatchObject({ score: 55 });
  });

  it('charges nothing and keeps the earlier score when the provider fails or answers off its format', async () => {
    const [contactId] = peers.addContacts(tenant, 1) as [string];
    await ai.call('ai.contacts.score', { contactId }, ctx);
    const charged = peers.charges(tenant).length;

    model.enqueue({ status: 500, error: 'the model is down' });
    await expect(ai.call('ai.contacts.score', { contactId }, ctx)).rejects.toMatchObject({ code: 'unavailable' });
    model.enqueue({ content: JSON.stringify({ fit: 'very', engagement: 10 }) });
    await expect(ai.call('ai.contacts.score', { contactId }, ctx)).rejects.toMatchObject({
      code: 'unavailable',
      message: expect.stringMatching(/did not match the contact_score format/),
    });

    expect(peers.charges(tenant)).toHaveLength(charged);
    expect((await ai.call('ai.contacts.analysis', { contactId }, ctx)).score).toMatchObject({ score: 55 });
  });

  it('refuses a contact of another workspace without asking the model or charging', async () => {
    const [theirs] = peers.addContacts(crypto.randomUUID(), 1) as [string];
    const asked = model.requests.length;
    const charged = peers.charges(tenant).length;
    await expect(ai.call('ai.contacts.score', { contactId: theirs }, ctx)).rejects.toMatchObject({ code: 'not_found' });
    expect(model.requests.length).toBe(asked);
    expect(peers.charges(tenant)).toHaveLength(charged);
  });
});
