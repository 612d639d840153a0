import { automationQueueName, eventSubject, type WorkflowDefinition, type WorkflowRun } from '@smartcrm/contracts';
import { buildEvent, createRpcClient } from '@smartcrm/kit';
import { type ChildProcess, spawn } from 'node:child_process';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automationService } from '../../../services/automation/src/app';
import { contextOf, eventually, redisOfThisWorker, startServiceForTest } from '../../support/service-harness';
import { answerAsCrm } from './fake-crm';

type Harness = Awaited<ReturnType<typeof startServiceForTest<'automation', unknown, never>>>;

/** automation alone, against crm's methods answered in memory: runs, exactly once, retries, the loop guard. */
describe('workflow runs (service level)', () => {
  let service: Harness;
  let crm: Awaited<ReturnType<typeof answerAsCrm>>;
  const members = [crypto.randomUUID(), crypto.randomUUID()];
  beforeAll(async () => {
    service = (await startServiceForTest(automationService, {
      AUTOMATION_RETRY_DELAY_MS: '50',
      AUTOMATION_STEP_ATTEMPTS: '3',
      AUTOMATION_MAX_DEPTH: '2',
      RPC_TIMEOUT_MS: '1500',
    })) as unknown as Harness;
    crm = await answerAsCrm(service, members);
  });
  afterAll(async () => {
    await service?.stop();
  });

  const workspace = () => contextOf(crypto.randomUUID(), { userId: members[0]! });

  async function activeWorkflow(ctx: ReturnType<typeof workspace>, definition: WorkflowDefinition) {
    const made = await service.call('automation.workflows.create', { name: 'Test', definition }, ctx);
    return service.call('automation.workflows.activate', { id: made.id }, ctx);
  }
  const runsOf = async (ctx: ReturnType<typeof workspace>, workflowId: string) =>
    (await service.call('automation.runs.list', { workflowId, limit: 100 }, ctx)).items;
  const settled = (runs: WorkflowRun[], n: number) =>
    runs.length === n && runs.every((r) => r.status !== 'running' && r.status !== 'waiting');

  const newLead: WorkflowDefinition = {
    trigger: { type: 'record_created', object: 'contact' },
    steps: [
      {
        id: 'is-lead',
        type: 'condition',
        condition: {
          match: 'all',
          groups: [{ match: 'all', rules: [{ field: 'status', operator: 'equals', value: 'lead' }] }],
        },
        yes: [
          { id: 'assign', type: 'assign_owner', mode: 'round_robin', userIds: members },
          {
            id: 'intro',
            type: 'create_task',
            title: 'Intro call',
            taskType: 'call',
            priority: 'high',
            dueInDays: 1,
            assignTo: 'record_owner',
          },
        ],
        no: [{ id: 'tag', type: 'add_tag', tag: 'not-a-lead' }],
      },
    ],
  };

  it('refuses to activate a workflow naming each problem', async () => {
    const ctx = workspace();
    const stranger = crypto.randomUUID();
    const made = await service.call(
      'automation.workflows.create',
      {
        name: 'Broken',
        definition: {
          trigger: { type: 'record_created', object: 'contact' },
          steps: [
            { id: 'rr', type: 'assign_owner', mode: 'round_robin', userIds: [stranger] },
            { id: 'w', type: 'wait', amount: 3650, unit: 'days' },
          ],
        },
      },
      ctx,
    );
    const refused = await service.call('automation.workflows.activate', { id: made.id }, ctx).catch((e) => e);
    expect(refused).toMatchObject({ code: 'bad_input' });
    expect(refused.details.issues).toEqual([
      { path: 'steps.rr.userIds', message: `user ${stranger} is not a member of this workspace` },
      { path: 'steps.w.amount', message: 'a wait may last at most 365 days' },
    ]);
    expect((await service.call('automation.workflows.get', { id: made.id }, ctx)).status).toBe('draft');
  });

  it('runs a new lead through the branch: owners in turn, one intro task each, a tag for the rest', async () => {
    const ctx = workspace();
    const workflow = await activeWorkflow(ctx, newLead);
    const first = await crm.createContact(ctx.tenantId!);
    const second = await crm.createContact(ctx.tenantId!);
    const customer = await crm.createContact(ctx.tenantId!, { status: 'customer' });
    await eventually(async () => settled(await runsOf(ctx, workflow.id), 3));
    // Runs of different records go side by side: the two leads took one turn each, in either order.
    const owners = [crm.contacts.get(first.id)?.ownerId, crm.contacts.get(second.id)?.ownerId];
    expect([...owners].sort()).toEqual([...members].sort());
    expect(crm.contacts.get(customer.id)?.tags).toEqual(['not-a-lead']);
    const intros = [...crm.tasks.values()].filter((t) => t.contactId === first.id || t.contactId === second.id);
    expect(intros.map((t) => [t.contactId, t.assigneeId]).sort()).toEqual(
      [
        [first.id, owners[0]],
        [second.id, owners[1]],
      ].sort(),
    );
    const runs = await runsOf(ctx, workflow.id);
    const leadRun = runs.find((r) => r.recordId === first.id)!;
    expect(leadRun.status).toBe('completed');
    expect(leadRun.steps.map((s) => [s.stepId, s.status])).toEqual([
      ['is-lead', 'completed'],
      ['assign', 'completed'],
      ['intro', 'completed'],
    ]);
    expect(leadRun.steps[0]!.output).toEqual({ outcome: true, values: { status: 'lead' } });
  });

  it('starts one run for an event delivered twice, and a repeated step job changes nothing', async () => {
    const ctx = workspace();
    const workflow = await activeWorkflow(ctx, newLead);
    const made = await crm.createContact(ctx.tenantId!);
    await eventually(async () => settled(await runsOf(ctx, workflow.id), 1));
    // The same event again, past JetStream's own duplicate check (another message id).
    const event = buildEvent({
      type: 'crm.contact.created',
      tenantId: ctx.tenantId!,
      data: { contactId: made.id, ownerId: null, name: made.name, email: made.email },
    });
    const [run] = await runsOf(ctx, workflow.id);
    const triggerEventId = await service.asOwner(
      async (client) =>
        (await client.query('SELECT trigger_key FROM automation.workflow_runs WHERE id = $1', [run!.id])).rows[0]
          .trigger_key,
    );
    const again = { ...event, id: triggerEventId };
    await service.nc.jetstream().publish(eventSubject('crm.contact.created', ctx.tenantId!), JSON.stringify(again), {
      msgID: crypto.randomUUID(),
    });
    // And a stray copy of its task step's job, as a redelivery after a crash would bring.
    const redis = new Redis(redisOfThisWorker(), { maxRetriesPerRequest: null });
    const queue = new Queue(automationQueueName, { connection: redis, prefix: `{${automationQueueName}}` });
    await queue.add('step', { tenantId: ctx.tenantId, runId: run!.id, stepId: 'intro' }, { jobId: `copy-${run!.id}` });
    await eventually(async () => (await queue.getJobState(`copy-${run!.id}`)) === 'completed');
    await queue.close();
    redis.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await runsOf(ctx, workflow.id)).toHaveLength(1);
    expect([...crm.tasks.values()].filter((t) => t.contactId === made.id)).toHaveLength(1);
  });

  it('starts one run per event of a burst from two workspaces, however often the batch is delivered', async () => {
    const workspaces = [workspace(), workspace()];
    const welcome: WorkflowDefinition = {
      trigger: { type: 'record_created', object: 'contact' },
      steps: [
        {
          id: 'hello',
          type: 'create_task',
          title: 'Hello',
          taskType: 'call',
          priority: 'low',
          assignTo: 'record_owner',
        },
      ],
    };
    const flows = await Promise.all(workspaces.map((ctx) => activeWorkflow(ctx, welcome)));
    // Published at once, the two workspaces' events interleaved: they reach the engine in batches.
    const made = await Promise.all(
      Array.from({ length: 60 }, (_, i) => crm.createContact(workspaces[i % 2]!.tenantId!)),
    );
    for (const [i, ctx] of workspaces.entries())
      await eventually(async () => settled(await runsOf(ctx, flows[i]!.id), 30), 20_000);
    // The whole burst again under the same event ids (past JetStream's own duplicate check), as a
    // batch redelivered after a crash between its commit and its ack would come.
    const started = await service.asOwner(
      async (client) =>
        (
          await client.query(
            'SELECT tenant_id, record_id, trigger_key FROM automation.workflow_runs WHERE workflow_id = ANY($1)',
            [flows.map((f) => f.id)],
          )
        ).rows as { tenant_id: string; record_id: string; trigger_key: string }[],
    );
    expect(started).toHaveLength(60);
    await Promise.all(
      started.map((run) => {
        const event = buildEvent({
          type: 'crm.contact.created',
          tenantId: run.tenant_id,
          data: { contactId: run.record_id, ownerId: null, name: 'Ada Lovelace', email: 'ada@example.com' },
        });
        return service.nc
          .jetstream()
          .publish(
            eventSubject('crm.contact.created', run.tenant_id),
            JSON.stringify({ ...event, id: run.trigger_key }),
            {
              msgID: crypto.randomUUID(),
            },
          );
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const [i, ctx] of workspaces.entries()) expect(await runsOf(ctx, flows[i]!.id)).toHaveLength(30);
    for (const contact of made)
      expect([...crm.tasks.values()].filter((t) => t.contactId === contact.id)).toHaveLength(1);
  });

  it('starts the runs of a batch whose one event keeps failing, retrying that event alone', async () => {
    const ctx = workspace();
    const workflow = await activeWorkflow(ctx, {
      trigger: { type: 'record_updated', object: 'contact', field: 'status', to: 'customer' },
      steps: [{ id: 'tag', type: 'add_tag', tag: 'won' }],
    });
    const customers = await Promise.all(
      Array.from({ length: 8 }, () => crm.createContact(ctx.tenantId!, { status: 'customer' })),
    );
    // One update names a contact crm does not know: reading its status fails every time.
    const updated = (contactId: string) =>
      service.publish('crm.contact.updated', ctx.tenantId!, { contactId, changed: ['status'], version: 2 });
    await Promise.all([updated(crypto.randomUUID()), ...customers.map((c) => updated(c.id))]);
    await eventually(async () => settled(await runsOf(ctx, workflow.id), 8), 20_000);
    for (const contact of customers) expect(crm.contacts.get(contact.id)?.tags).toEqual(['won']);
  });

  it('repeats a step whose reply was lost with the same request: one task, two tries', async () => {
    const ctx = workspace();
    const workflow = await activeWorkflow(ctx, {
      trigger: { type: 'record_created', object: 'contact' },
      steps: [
        {
          id: 'task',
          type: 'create_task',
          title: 'Welcome',
          taskType: 'email',
          priority: 'low',
          assignTo: 'record_owner',
        },
      ],
    });
    const before = crm.createCalls.length;
    // crm makes the task but its answer never arrives: the engine's call times out, as if it had died there.
    crm.hooks.createTask = async (call) => {
      if (call === before + 1) await new Promise((resolve) => setTimeout(resolve, 2500));
    };
    const made = await crm.createContact(ctx.tenantId!);
    await eventually(async () => settled(await runsOf(ctx, workflow.id), 1), 20_000);
    crm.hooks.createTask = undefined;
    const calls = crm.createCalls.slice(before);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toBe(calls[0]);
    expect([...crm.tasks.values()].filter((t) => t.contactId === made.id)).toHaveLength(1);
    const [run] = await runsOf(ctx, workflow.id);
    expect(run).toMatchObject({ status: 'completed' });
    expect(run!.steps[0]).toMatchObject({
      status: 'completed',
      attempts: 2,
      error: null,
      output: { taskId: calls[0] },
    });
  });

  it('fails the run visibly with the step error once the retries are spent', async () => {
    const ctx = workspace();
    const workflow = await activeWorkflow(ctx, {
      trigger: { type: 'record_created', object: 'contact' },
      steps: [
        {
          id: 'task',
          type: 'create_task',
          title: 'Doomed',
          taskType: 'call',
          priority: 'low',
          assignTo: 'record_owner',
        },
      ],
    });
    crm.hooks.createTask = async () => {
      throw new Error('crm is down');
    };
    try {
      await crm.createContact(ctx.tenantId!);
      await eventually(async () => settled(await runsOf(ctx, workflow.id), 1), 20_000);
    } finally {
      // crm comes back for the tests after this one, whatever happened here.
      crm.hooks.createTask = undefined;
    }
    const [run] = await runsOf(ctx, workflow.id);
    expect(run).toMatchObject({ status: 'failed', error: expect.stringContaining('Step "task" failed') });
    expect(run!.steps[0]).toMatchObject({ status: 'failed', attempts: 3 });
    expect(run!.steps[0]!.error).toBeTruthy();
  });

  it('stops a workflow that keeps triggering itself at the loop guard', async () => {
    const ctx = workspace();
    const workflow = await activeWorkflow(ctx, {
      trigger: { type: 'record_created', object: 'task' },
      steps: [
        {
          id: 'again',
          type: 'create_task',
          title: 'Another',
          taskType: 'other',
          priority: 'low',
          assignTo: 'record_owner',
        },
      ],
    });
    const seed = crm.storeTask('Seed');
    await service.publish('crm.task.created', ctx.tenantId!, {
      taskId: seed,
      title: 'Seed',
      assigneeId: null,
      contactId: null,
      dealId: null,
      dueDate: null,
    });
    // Depths 0, 1 and 2 run (each making a task); the fourth is stopped before it does anything.
    await eventually(async () => settled(await runsOf(ctx, workflow.id), 4), 20_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const runs = (await runsOf(ctx, workflow.id)).sort((a, b) => a.depth - b.depth);
    expect(runs.map((r) => [r.depth, r.status])).toEqual([
      [0, 'completed'],
      [1, 'completed'],
      [2, 'completed'],
      [3, 'stopped'],
    ]);
    expect(runs[3]!.error).toMatch(/Loop guard/);
    expect(runs[3]!.steps).toEqual([]);
  });

  it("tells the record's owner and the named users in the app, once each", async () => {
    const ctx = workspace();
    const workflow = await activeWorkflow(ctx, {
      trigger: { type: 'record_created', object: 'contact' },
      steps: [{ id: 'tell', type: 'notify', userIds: [members[0]!], toOwner: true, message: 'A new contact arrived' }],
    });
    await crm.createContact(ctx.tenantId!, { ownerId: members[1]! });
    await eventually(async () => settled(await runsOf(ctx, workflow.id), 1));
    for (const userId of members) {
      const seen = await service.call('automation.notifications.list', {}, contextOf(ctx.tenantId!, { userId }));
      expect(seen.items.map((n) => n.message)).toEqual(['A new contact arrived']);
    }
    const stranger = contextOf(crypto.randomUUID(), { userId: members[0]! });
    expect((await service.call('automation.notifications.list', {}, stranger)).items).toEqual([]);
  });

  it('publishes an edit of an active workflow as a new version; a wait holds its run', async () => {
    const ctx = workspace();
    const workflow = await activeWorkflow(ctx, {
      trigger: { type: 'record_created', object: 'contact' },
      steps: [
        { id: 'pause', type: 'wait', amount: 2, unit: 'days' },
        {
          id: 'later',
          type: 'create_task',
          title: 'Check in',
          taskType: 'call',
          priority: 'low',
          assignTo: 'record_owner',
        },
      ],
    });
    expect(workflow.publishedVersion).toBe(1);
    await crm.createContact(ctx.tenantId!);
    await eventually(async () => (await runsOf(ctx, workflow.id))[0]?.status === 'waiting');
    const edited = await service.call(
      'automation.workflows.update',
      { id: workflow.id, definition: { ...workflow.definition, steps: workflow.definition.steps.slice(1) } },
      ctx,
    );
    expect(edited).toMatchObject({ status: 'active', publishedVersion: 2 });
    await crm.createContact(ctx.tenantId!);
    await eventually(async () =>
      (await runsOf(ctx, workflow.id)).some((r) => r.version === 2 && r.status === 'completed'),
    );
    const waiting = (await runsOf(ctx, workflow.id)).find((r) => r.version === 1)!;
    expect(waiting.status).toBe('waiting');
    const resumeAt = Date.parse((waiting.steps[0]!.output as { resumeAt: string }).resumeAt);
    expect(resumeAt - Date.now()).toBeGreaterThan(2 * 86_400_000 - 60_000);
  });
});

/** A second engine process, killed with SIGKILL while it holds steps: the other one finishes them, each once. */
describe('an engine killed mid-run (service level)', () => {
  let service: Harness;
  let crm: Awaited<ReturnType<typeof answerAsCrm>>;
  let child: ChildProcess | undefined;
  const members = [crypto.randomUUID()];
  beforeAll(async () => {
    // This engine takes one step at a time and the child twenty, so the child holds steps when it is killed.
    service = (await startServiceForTest(automationService, {
      AUTOMATION_RETRY_DELAY_MS: '50',
      AUTOMATION_CONCURRENCY: '1',
    })) as unknown as Harness;
    crm = await answerAsCrm(service, members);
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await service?.stop();
  });

  it('applies every step exactly once after the other engine took over the killed one’s jobs', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'services/automation/src/main.ts'], {
      env: { ...service.env, AUTOMATION_CONCURRENCY: '20' },
      stdio: 'ignore',
    });
    const ctx = contextOf(crypto.randomUUID(), { userId: members[0]! });
    const made = await service.call(
      'automation.workflows.create',
      {
        name: 'Two tasks a lead',
        definition: {
          trigger: { type: 'record_created', object: 'contact' },
          steps: [
            {
              id: 'first',
              type: 'create_task',
              title: 'First',
              taskType: 'call',
              priority: 'low',
              assignTo: 'record_owner',
            },
            {
              id: 'second',
              type: 'create_task',
              title: 'Second',
              taskType: 'email',
              priority: 'low',
              assignTo: 'record_owner',
            },
          ],
        },
      },
      ctx,
    );
    await service.call('automation.workflows.activate', { id: made.id }, ctx);
    // Wait until the child works the step queue beside this engine (on a loaded machine its start takes
    // seconds), then kill it while crm is slow and steps are in flight.
    const redis = new Redis(redisOfThisWorker(), { maxRetriesPerRequest: null });
    const queue = new Queue(automationQueueName, { connection: redis, prefix: `{${automationQueueName}}` });
    await eventually(async () => (await queue.getWorkersCount()) >= 2, 60_000);
    await queue.close();
    redis.disconnect();
    crm.hooks.createTask = async (call) => {
      if (call === 10) child?.kill('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 200));
    };
    const contacts = [];
    for (let i = 0; i < 30; i++) contacts.push(await crm.createContact(ctx.tenantId!));
    // A request the dying engine had taken is lost with it: ask again soon, as a caller would.
    const quick = createRpcClient(service.nc, 2000);
    const runs = async () =>
      (await quick.call('automation.runs.list', { workflowId: made.id, limit: 100 }, ctx).catch(() => ({ items: [] })))
        .items;
    // BullMQ hands a dead worker's jobs on once their lock lapses (30 s) and a stall check sees it (30 s more).
    await eventually(async () => (await runs()).filter((r) => r.status === 'completed').length === 30, 150_000);
    expect(child.killed).toBe(true);
    // The killed engine held steps when it died: they were tried again (same plan) by the other.
    expect((await runs()).some((r) => r.steps.some((s) => s.attempts > 1))).toBe(true);
    for (const contact of contacts) {
      const titles = [...crm.tasks.values()].filter((t) => t.contactId === contact.id).map((t) => t.title);
      expect(titles.sort()).toEqual(['First', 'Second']);
    }
    // Each step created its task under one id, however often it was tried.
    expect(new Set(crm.createCalls).size).toBe(60);
  }, 200_000);
});
