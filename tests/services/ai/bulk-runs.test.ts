import { type EventData, eventSubject, eventTypes } from '@smartcrm/contracts';
import type { Subscription } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiService } from '../../../services/ai/src/app';
import { answerAiPeers } from '../../support/ai-peers';
import { contextOf, startServiceForTest } from '../../support/service-harness';

type Ai = Awaited<ReturnType<typeof startServiceForTest<'ai', unknown, never>>>;
const decoder = new TextDecoder();

/**
 * ai alone with the built-in rules: a bulk run in batches (10 contacts each in the tests'
 * settings) on its queue, its progress, its charges once a batch, and a run the credits do not cover.
 */
describe('ai bulk runs (service level)', () => {
  let ai: Ai;
  let peers: Awaited<ReturnType<typeof answerAiPeers>>;

  beforeAll(async () => {
    ai = (await startServiceForTest(aiService)) as unknown as Ai;
    peers = await answerAiPeers(ai);
  });
  afterAll(() => ai?.stop());

  /** Everything of `type` the service publishes for the tenant while the test runs. */
  const hear = <T extends 'ai.bulk.progress' | 'ai.contact.scored'>(type: T, tenantId: string) => {
    const heard: EventData<T>[] = [];
    const subscription: Subscription = ai.nc.subscribe(eventSubject(type, tenantId));
    void (async () => {
      for await (const m of subscription) {
        heard.push(eventTypes[type].data.parse(JSON.parse(decoder.decode(m.data)).data) as EventData<T>);
      }
    })();
    return { heard, stop: () => subscription.unsubscribe() };
  };
  // A run answers when it ends; on a loaded machine 25 contacts in batches of 10 can take a while.
  const start = (contactIds: string[], ctx: ReturnType<typeof contextOf>) =>
    ai.call('ai.bulk.start', { scope: { kind: 'selected', contactIds }, costLimit: 5, timeLimit: 60_000 }, ctx);

  it('scores every contact once, charges each batch once and reports its progress to the end', async () => {
    const tenant = crypto.randomUUID();
    const ctx = contextOf(tenant, { userId: crypto.randomUUID() });
    const ids = peers.addContacts(tenant, 25);
    const progress = hear('ai.bulk.progress', tenant);
    const scored = hear('ai.contact.scored', tenant);

    const { run } = await start(ids, ctx);
    expect(await ai.call('ai.bulk.get', { id: run.id }, ctx)).toMatchObject({
      status: 'completed',
      total: 25,
      processed: 25,
      succeeded: 25,
      failed: 0,
      creditsSpent: 25,
    });
    // One charge a batch of 10, each contact in exactly one.
    expect([...peers.charges(tenant)].sort((a, b) => a - b)).toEqual([5, 10, 10]);
    await expect.poll(() => scored.heard.flatMap((e) => e.scores.map((s) => s.contactId)).sort()).toEqual(ids.sort());
    await expect.poll(() => progress.heard.at(-1)).toMatchObject({ runId: run.id, status: 'completed', processed: 25 });
    const counts = progress.heard.map((p) => p.processed);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    progress.stop();
    scored.stop();
  }, 90_000);

  it('refuses a run that needs more credits than the month has left, charging nothing and keeping no run', async () => {
    const tenant = crypto.randomUUID();
    const ctx = contextOf(tenant, { userId: crypto.randomUUID() });
    peers.limitCredits(tenant, 15);
    await expect(start(peers.addContacts(tenant, 25), ctx)).rejects.toMatchObject({
      code: 'quota_exceeded',
      message: expect.stringMatching(/allows 15 AI credits/),
    });
    expect(peers.charges(tenant)).toEqual([]);
    expect((await ai.call('ai.bulk.list', {}, ctx)).items).toEqual([]);
  });

  it('shows a run to its own workspace only', async () => {
    const tenant = crypto.randomUUID();
    const ctx = contextOf(tenant, { userId: crypto.randomUUID() });
    const { run } = await start(peers.addContacts(tenant, 3), ctx);
    const stranger = contextOf(crypto.randomUUID(), { userId: crypto.randomUUID() });
    await expect(ai.call('ai.bulk.get', { id: run.id }, stranger)).rejects.toMatchObject({ code: 'not_found' });
    expect((await ai.call('ai.bulk.list', {}, stranger)).items).toEqual([]);
  }, 90_000);
});
