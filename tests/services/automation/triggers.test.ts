import { automationQueueName, type WorkflowDefinition, type WorkflowRun } from '@smartcrm/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automationService } from '../../../services/automation/src/app';
import { contextOf, eventually, redisOfThisWorker, startServiceForTest } from '../../support/service-harness';
import { answerAsCrm } from './fake-crm';

type Harness = Awaited<ReturnType<typeof startServiceForTest<'automation', unknown, never>>>;
type Ctx = ReturnType<typeof contextOf>;

const tagStep = (tag: string) => [{ id: 'tag', type: 'add_tag' as const, tag }];

/** The triggers beyond a record's own change: scores, forms, schedules (two engines) and webhooks. */
describe('workflow triggers (service level)', () => {
  let service: Harness;
  let crm: Awaited<ReturnType<typeof answerAsCrm>>;
  let child: ChildProcess | undefined;
  const members = [crypto.randomUUID()];
  beforeAll(async () => {
    service = (await startServiceForTest(automationService, {
      AUTOMATION_RETRY_DELAY_MS: '50',
      AUTOMATION_SCHEDULE_POLL_MS: '200',
    })) as unknown as Harness;
    crm = await answerAsCrm(service, members);
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await service?.stop();
  });

  const workspace = () => contextOf(crypto.randomUUID(), { userId: members[0]! });
  async function activeWorkflow(ctx: Ctx, definition: WorkflowDefinition) {
    const made = await service.call('automation.workflows.create', { name: 'Test', definition }, ctx);
    return service.call('automation.workflows.activate', { id: made.id }, ctx);
  }
  const runsOf = async (ctx: Ctx, workflowId: string) =>
    (await service.call('automation.runs.list', { workflowId, limit: 100 }, ctx)).items;
  const done = (runs: WorkflowRun[], n: number) => runs.length === n && runs.every((r) => r.status === 'completed');
  const tagsOf = (id: string) => crm.contacts.get(id)?.tags;

  it('starts a run when a lead score rises past the threshold, not when it moves above it', async () => {
    const ctx = workspace();
    const workflow = await activeWorkflow(ctx, {
      trigger: { type: 'lead_score_crossed', threshold: 70, direction: 'up' },
      steps: tagStep('hot'),
    });
    const [rises, already] = [await crm.createContact(ctx.tenantId!), await crm.createContact(ctx.tenantId!)];
    const scoredAt = new Date().toISOString();
    await service.publish('crm.contact.scores_changed', ctx.tenantId!, {
      changes: [
        { contactId: rises.id, score: 82, previousScore: 40, scoredAt },
        { contactId: already.id, score: 90, previousScore: 75, scoredAt },
      ],
    });
    await eventually(async () => done(await runsOf(ctx, workflow.id), 1));
    expect(tagsOf(rises.id)).toEqual(['hot']);
    expect(tagsOf(already.id)).toEqual([]);
  });

  it('starts a run on the contact of a submission of the chosen form only', async () => {
    const ctx = workspace();
    const formId = crypto.randomUUID();
    const workflow = await activeWorkflow(ctx, { trigger: { type: 'form_submitted', formId }, steps: tagStep('form') });
    const [chosen, other] = [await crm.createContact(ctx.tenantId!), await crm.createContact(ctx.tenantId!)];
    const submitted = (id: string, contactId: string) =>
      service.publish('crm.form.submitted', ctx.tenantId!, {
        formId: id,
        formName: 'Demo request',
        submissionId: crypto.randomUUID(),
        contactId,
        created: true,
        email: 'x@example.com',
        utm: {},
        notify: [],
        answers: [],
        contactUrl: null,
      });
    await submitted(crypto.randomUUID(), other.id);
    await submitted(formId, chosen.id);
    await eventually(async () => done(await runsOf(ctx, workflow.id), 1));
    expect((await runsOf(ctx, workflow.id))[0]!.recordId).toBe(chosen.id);
    expect(tagsOf(chosen.id)).toEqual(['form']);
    expect(tagsOf(other.id)).toEqual([]);
  });

  it('refuses a schedule with an invalid cron, naming the field', async () => {
    const ctx = workspace();
    const made = await service.call(
      'automation.workflows.create',
      {
        name: 'Bad',
        definition: { trigger: { type: 'schedule', cron: 'every monday', timeZone: 'UTC' }, steps: tagStep('x') },
      },
      ctx,
    );
    const refused = await service.call('automation.workflows.activate', { id: made.id }, ctx).catch((e) => e);
    expect(refused).toMatchObject({ code: 'bad_input' });
    expect(refused.details.issues.map((i: { path: string }) => i.path)).toEqual(['trigger.cron']);
  });

  it('runs a schedule tick once on each matching contact, with two engines looking', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'services/automation/src/main.ts'], {
      env: service.env,
      stdio: 'ignore',
    });
    // Both engines look for due ticks once the second has started (on a loaded machine that takes seconds).
    const redis = new Redis(redisOfThisWorker(), { maxRetriesPerRequest: null });
    const queue = new Queue(automationQueueName, { connection: redis, prefix: `{${automationQueueName}}` });
    await eventually(async () => (await queue.getWorkersCount()) >= 2, 60_000);
    await queue.close();
    redis.disconnect();
    const ctx = workspace();
    const leads = [await crm.createContact(ctx.tenantId!), await crm.createContact(ctx.tenantId!)];
    const customer = await crm.createContact(ctx.tenantId!, { status: 'customer' });
    const workflow = await activeWorkflow(ctx, {
      trigger: {
        type: 'schedule',
        cron: '* * * * *',
        timeZone: 'Europe/Berlin',
        filter: {
          match: 'all',
          groups: [{ match: 'all', rules: [{ field: 'status', operator: 'equals', value: 'lead' }] }],
        },
      },
      steps: tagStep('weekly'),
    });
    // Activated two minutes ago: this minute's tick is due now (ticks before a version went live never run).
    await service.asOwner((client) =>
      client.query(
        "UPDATE automation.workflow_versions SET published_at = now() - interval '2 minutes' WHERE workflow_id = $1",
        [workflow.id],
      ),
    );
    const ticks = async () =>
      (
        await service.asOwner((client) =>
          client.query('SELECT tick_at, finished_at FROM automation.schedule_ticks WHERE workflow_id = $1', [
            workflow.id,
          ]),
        )
      ).rows as { tick_at: Date; finished_at: Date | null }[];
    await eventually(async () => (await ticks()).some((t) => t.finished_at !== null), 60_000);
    await eventually(async () => (await runsOf(ctx, workflow.id)).every((r) => r.status === 'completed'));
    // Both engines keep looking: give them several more looks at the same tick.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const runs = await runsOf(ctx, workflow.id);
    const tickCount = (await ticks()).length;
    // A minute may have turned during the test: each tick ran once on each lead, never on the customer.
    expect(runs).toHaveLength(tickCount * 2);
    expect(new Set(runs.map((r) => r.recordId))).toEqual(new Set(leads.map((l) => l.id)));
    for (const lead of leads) expect(tagsOf(lead.id)).toEqual(['weekly']);
    expect(tagsOf(customer.id)).toEqual([]);
    expect(child.exitCode).toBeNull();
  }, 120_000);

  it('starts a run on the contact a webhook post names; a wrong token is not found', async () => {
    const ctx = workspace();
    const workflow = await activeWorkflow(ctx, { trigger: { type: 'inbound_webhook' }, steps: tagStep('hooked') });
    expect(workflow.hookToken).toMatch(/^[\w-]{22}\.[\w-]{32}$/);
    const ada = await crm.createContact(ctx.tenantId!, { email: 'ada.hook@example.com' });
    const post = (token: string, payload: Record<string, unknown>) =>
      service.call(
        'automation.hooks.receive',
        { token, payload },
        { tenantId: null, actor: null, requestId: crypto.randomUUID() },
      );
    expect(await post(workflow.hookToken!, { email: 'ADA.hook@example.com', plan: 'pro' })).toEqual({
      started: 1,
      contactId: ada.id,
    });
    expect(await post(workflow.hookToken!, { email: 'nobody@example.com' })).toEqual({ started: 0, contactId: null });
    await eventually(async () => done(await runsOf(ctx, workflow.id), 1));
    expect(tagsOf(ada.id)).toEqual(['hooked']);
    const wrong = `${workflow.hookToken!.split('.')[0]}.${'A'.repeat(32)}`;
    await expect(post(wrong, {})).rejects.toMatchObject({ code: 'not_found' });
    await expect(post('not-a-token', {})).rejects.toMatchObject({ code: 'not_found' });
    // Paused, the URL answers as if it did not exist.
    await service.call('automation.workflows.pause', { id: workflow.id }, ctx);
    await expect(post(workflow.hookToken!, { email: 'ada.hook@example.com' })).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
