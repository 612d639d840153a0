import { aiQueueNames, type EventData, eventSubject, eventTypes, queuePrefix } from '@smartcrm/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { connect } from 'nats';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { aiService } from '../../services/ai/src/app';
import { startService } from '../../services/kit/src';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { createContacts } from '../support/contacts';
import { withOwnerConnection } from '../support/database';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai';
import { testEnv } from '../support/test-env';
import { signIn } from '../support/workspace-users';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await sleep(250);
  }
}

const creditsUsed = async (client: ApiClient) =>
  (await client.get('/api/plans/current')).body.usage.aiCredits.used as number;
const queuedBatchesOf = (runId: string) =>
  withOwnerConnection(inject('databaseUrl'), async (db) => {
    const { rows } = await db.query(
      "SELECT count(*)::int AS n FROM ai.bulk_batches WHERE run_id = $1 AND status = 'queued'",
      [runId],
    );
    return rows[0].n as number;
  });
const runOf = async (client: ApiClient, id: string) => (await client.get(`/api/ai/bulk-runs/${id}`)).body;

const contacts = (client: ApiClient, slug: string, n: number) => createContacts(client, n, `${slug}-corp.com`);

describe('task completion with an assistant thread', () => {
  it('sends the three orchestrator requests and re-scores the contact; the task itself is never held up', {
    timeout: 60_000,
  }, async () => {
    const { client, slug } = await signUpWorkspace('aitc');
    const { body: contact } = await client.post('/api/contacts', { name: 'Tess', email: `tess@${slug}-co.com` });
    const { body: task } = await client.post('/api/tasks', {
      title: 'Demo call with Tess',
      type: 'call',
      contactId: contact.id,
      assistantThreadId: 'thread-7',
    });
    const { body: plain } = await client.post('/api/tasks', { title: 'No thread', contactId: contact.id });
    const done = await client.post(`/api/tasks/${task.id}/complete`, { version: 1 });
    expect(done.body).toMatchObject({ completed: true });
    await client.post(`/api/tasks/${plain.id}/complete`, { version: 1 });

    const requests = await eventually(
      () => client.get('/api/ai/requests'),
      (r) => r.body.items.filter((i) => i.status === 'completed').length >= 3,
    );
    const byType = Object.fromEntries(requests.body.items.map((i) => [i.type, i]));
    expect(byType.task_completion_analysis).toMatchObject({
      priority: 'medium',
      status: 'completed',
      data: { taskId: task.id, assistantThreadId: 'thread-7', completionStatus: 'completed' },
      context: { contactId: contact.id },
    });
    expect(byType.automation_suggestions).toMatchObject({
      priority: 'low',
      data: { entityType: 'task', entityId: task.id, action: 'completion' },
    });
    expect(byType.automation_suggestions).toMatchObject({
      result: {
        suggestions: expect.arrayContaining([
          expect.objectContaining({ title: expect.stringContaining('completed call') }),
        ]),
      },
    });
    expect(byType.contact_scoring).toMatchObject({
      priority: 'low',
      data: { contactId: contact.id, activityType: 'task_completion' },
    });
    expect(requests.body.items).toHaveLength(3); // the task without a thread asked for nothing
    // Auto-scoring may score the new contact first; the re-score names the completed task.
    const scored = await eventually(
      () => client.get(`/api/ai/contacts/${contact.id}`),
      (r) => r.body.score?.reasons.some((reason) => reason.evidence.kind === 'task') ?? false,
    );
    expect(scored.body.score!.reasons.some((r) => r.evidence.kind === 'task')).toBe(true);
  });

  it('only re-scores the contact when the workspace wants no recommendations', { timeout: 60_000 }, async () => {
    const { client, slug } = await signUpWorkspace('aitr');
    await client.request('PATCH', '/api/ai/preferences', { insightTypes: ['opportunity', 'risk'] });
    const { body: contact } = await client.post('/api/contacts', { name: 'Rae', email: `rae@${slug}-co.com` });
    const { body: task } = await client.post('/api/tasks', {
      title: 'Call Rae',
      contactId: contact.id,
      assistantThreadId: 'thread-8',
    });
    await client.post(`/api/tasks/${task.id}/complete`, { version: 1 });
    const requests = await eventually(
      () => client.get('/api/ai/requests'),
      (r) => r.body.items.some((i) => i.status === 'completed'),
    );
    expect(requests.body.items.map((i) => i.type)).toEqual(['contact_scoring']);
  });
});

describe('bulk runs', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.stop());

  async function workspaceOnFake() {
    const workspace = await signUpWorkspace('aibr');
    const client = await signIn(workspace.slug, workspace.owner);
    await client.request('PUT', '/api/ai/provider', { baseUrl: fake.baseUrl, apiKey: 'sk-test', models: {} });
    return { ...workspace, client };
  }

  it('pauses, resumes and cancels a run; progress is published; every contact is charged once', {
    timeout: 150_000,
  }, async () => {
    const { client, slug, tenantId } = await workspaceOnFake();
    const ids = await contacts(client, slug, 80);
    fake.answerAll(() => ({
      delayMs: 2000,
      content: JSON.stringify({ category: 'end_user', segment: 'smb', tags: [], confidence: 0.5, reasons: [] }),
    }));
    const nc = await connect({ servers: inject('natsUrl') });
    const progress = nc.subscribe(eventSubject('ai.bulk.progress', tenantId));
    const seen: EventData<'ai.bulk.progress'>[] = [];
    void (async () => {
      for await (const m of progress)
        seen.push(eventTypes['ai.bulk.progress'].data.parse(JSON.parse(new TextDecoder().decode(m.data)).data));
    })();
    try {
      const before = await creditsUsed(client);
      const started = await client.post('/api/ai/bulk-runs', {
        scope: { kind: 'selected', contactIds: ids },
        analysisType: 'categorize',
        costLimit: 5,
        timeLimit: 8000,
      });
      expect(started.status).toBe(200);
      const runId = started.body.run.id;
      expect(started.body.run).toMatchObject({ status: 'running', total: 80, channel: 'now' });
      // Fair to other runs: only AI_BULK_CONCURRENCY (2 here) of its batches are on the queue at once.
      expect(await queuedBatchesOf(runId)).toBeLessThanOrEqual(2);

      expect((await client.post(`/api/ai/bulk-runs/${runId}/pause`)).body.status).toBe('paused');
      // Batches already running finish; no new one starts.
      await eventually(
        () => queuedBatchesOf(runId),
        (queued) => queued === 0,
        30_000,
      );
      const paused = await runOf(client, runId);
      await sleep(2000);
      expect((await runOf(client, runId)).processed).toBe(paused.processed);
      expect(paused.processed).toBeLessThan(80);

      expect((await client.post(`/api/ai/bulk-runs/${runId}/resume`)).body.status).toBe('running');
      const finished = await eventually(
        () => runOf(client, runId),
        (r) => r.status === 'completed',
        60_000,
      );
      expect(finished).toMatchObject({
        status: 'completed',
        processed: 80,
        succeeded: 80,
        failed: 0,
        creditsSpent: 80,
      });
      expect(await creditsUsed(client)).toBe(before + 80);
      expect(seen.some((p) => p.runId === runId && p.status === 'paused')).toBe(true);
      expect(seen.filter((p) => p.runId === runId).at(-1)).toMatchObject({ status: 'completed', processed: 80 });

      const second = await client.post('/api/ai/bulk-runs', {
        scope: { kind: 'selected', contactIds: ids },
        analysisType: 'categorize',
        costLimit: 5,
        timeLimit: 8000,
      });
      const cancelled = await client.post(`/api/ai/bulk-runs/${second.body.run.id}/cancel`);
      expect(cancelled.body).toMatchObject({ status: 'cancelled' });
      expect(cancelled.body.reason).toContain('Cancelled by');
      // Batches already taken finish (they are paid for), the rest wait unqueued; then nothing moves.
      await eventually(
        () => queuedBatchesOf(second.body.run.id),
        (queued) => queued === 0,
        30_000,
      );
      const after = await runOf(client, second.body.run.id);
      await sleep(1500);
      expect(await runOf(client, second.body.run.id)).toMatchObject({
        status: 'cancelled',
        processed: after.processed,
      });
      expect(after.processed).toBeLessThan(80);
      expect(await creditsUsed(client)).toBe(before + 80 + after.creditsSpent);
      expect((await client.post(`/api/ai/bulk-runs/${second.body.run.id}/resume`)).status).toBe(409);
    } finally {
      fake.answerAll(null);
      await nc.drain();
    }
  });

  it('runs overnight through the batch API (files + batches) at half the price', { timeout: 60_000 }, async () => {
    const { client, slug } = await workspaceOnFake();
    const ids = await contacts(client, slug, 12);
    const batchesBefore = fake.batches().length;
    const started = await client.post('/functions/v1/smart-bulk', { contacts: ids, mode: 'overnight', costLimit: 1 });
    expect(started.body.run).toMatchObject({ mode: 'overnight', channel: 'batch_api', builtIn: false });
    const done = await eventually(
      () => runOf(client, started.body.run.id),
      (r) => r.status === 'completed',
      30_000,
    );
    expect(done).toMatchObject({ succeeded: 12, processed: 12 });
    expect(fake.batches().length).toBeGreaterThan(batchesBefore);
    const oneCall = (1000 * 0.3 + 200 * 2.5) / 1_000_000;
    expect(done.costUsd).toBeCloseTo(12 * oneCall * 0.5, 6);
    const list = await eventually(
      () => client.get('/api/contacts?limit=50'),
      (r) => r.body.items.every((c) => c.leadScore === 55),
    );
    expect(list.body.items.every((c) => c.leadScore === 55)).toBe(true);
  });

  it('survives Redis losing its jobs and a restart of the ai service: no contact lost, none charged twice', {
    timeout: 150_000,
  }, async () => {
    const { client, slug } = await workspaceOnFake();
    const ids = await contacts(client, slug, 80);
    fake.answerAll(() => ({
      delayMs: 2000,
      content: JSON.stringify({ category: 'end_user', segment: 'smb', tags: [], confidence: 0.5, reasons: [] }),
    }));
    const redis = new Redis(testEnv.childEnv.REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue(aiQueueNames.bulk, { connection: redis, prefix: queuePrefix(aiQueueNames.bulk) });
    let restarted: { stop: () => Promise<unknown> } | undefined;
    try {
      const before = await creditsUsed(client);
      const started = await client.post('/api/ai/bulk-runs', {
        scope: { kind: 'selected', contactIds: ids },
        analysisType: 'categorize',
        costLimit: 5,
        timeLimit: 8000,
      });
      const runId = started.body.run.id;
      expect(started.body.run.status).toBe('running');
      // Redis loses every job of the queue (waiting and running alike).
      await queue.obliterate({ force: true });
      await sleep(1000);
      // Another ai process starts (as after a crash): it puts the run's queued batches back.
      restarted = await startService(aiService, {
        ...process.env,
        ...testEnv.childEnv,
        LOG_LEVEL: 'warn',
        NATS_URL: inject('natsUrl'),
        DATABASE_URL: testEnv.databaseUrl,
      });
      const done = await eventually(
        () => runOf(client, runId),
        (r) => r.status === 'completed',
        60_000,
      );
      expect(done).toMatchObject({ processed: 80, succeeded: 80, failed: 0, creditsSpent: 80 });
      expect(await creditsUsed(client)).toBe(before + 80);
    } finally {
      fake.answerAll(null);
      await restarted?.stop();
      await queue.close();
      redis.disconnect();
    }
  });

  it('puts back the batches claimed for a run whose jobs never reached Redis, without a restart', {
    timeout: 150_000,
  }, async () => {
    const { client, slug } = await workspaceOnFake();
    const ids = await contacts(client, slug, 60);
    fake.answerAll(() => ({
      delayMs: 1000,
      content: JSON.stringify({ category: 'end_user', segment: 'smb', tags: [], confidence: 0.5, reasons: [] }),
    }));
    try {
      const before = await creditsUsed(client);
      // It answers at its time limit; the run is found in the list as soon as it starts.
      const starting = client.post('/api/ai/bulk-runs', {
        scope: { kind: 'selected', contactIds: ids },
        analysisType: 'categorize',
        costLimit: 5,
        timeLimit: 6000,
      });
      const runId = await eventually(
        async () => (await client.get('/api/ai/bulk-runs')).body.items[0]?.id as string | undefined,
        (id) => id !== undefined,
      );
      // The batches still waiting are marked queued with no job behind them: what a claim leaves
      // when Redis goes away between the claim and the job (the run would wait for ever).
      const marked = await withOwnerConnection(inject('databaseUrl'), (db) =>
        db.query(
          "UPDATE ai.bulk_batches SET status = 'queued', enqueues = enqueues + 1 WHERE run_id = $1 AND status = 'pending'",
          [runId],
        ),
      );
      expect(marked.rowCount).toBeGreaterThan(0);
      expect((await starting).status).toBe(200);
      const done = await eventually(
        () => runOf(client, runId!),
        (r) => r.status === 'completed',
        120_000,
      );
      expect(done).toMatchObject({ processed: 60, succeeded: 60, failed: 0, creditsSpent: 60 });
      expect(await creditsUsed(client)).toBe(before + 60);
    } finally {
      fake.answerAll(null);
    }
  });
});
