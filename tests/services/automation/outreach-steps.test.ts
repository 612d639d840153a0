import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WorkflowDefinition, WorkflowRun } from '@smartcrm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automationService } from '../../../services/automation/src/app';
import { workflowSecret } from '../../../services/automation/src/workflows/workflow-secret';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';
import { answerAsCrm } from './fake-crm';
import { answerDealsAsCrm } from './fake-crm-deals';
import { answerAsMessaging } from './fake-messaging';

type Harness = Awaited<ReturnType<typeof startServiceForTest<'automation', unknown, never>>>;
const signingKey = 'automation-test-signing-key';

/** Steps that reach outside: mail and texts once per step however often tried, signed requests, waits for a reply. */
describe('outreach steps (service level)', () => {
  let service: Harness;
  let crm: Awaited<ReturnType<typeof answerAsCrm>>;
  let messaging: Awaited<ReturnType<typeof answerAsMessaging>>;
  let deals: Awaited<ReturnType<typeof answerDealsAsCrm>>;
  const [lead, won] = [crypto.randomUUID(), crypto.randomUUID()];
  let receiver: Server;
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const answers: number[] = [];
  const members = [crypto.randomUUID(), crypto.randomUUID()];
  const [withMailbox, withoutMailbox] = members as [string, string];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(answers.shift() ?? 200).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    service = (await startServiceForTest(automationService, {
      AUTOMATION_RETRY_DELAY_MS: '50',
      AUTOMATION_STEP_ATTEMPTS: '3',
      AUTOMATION_SWEEP_MS: '300',
      AUTOMATION_HTTP_PRIVATE_HOSTS: '127.0.0.1',
      AUTOMATION_SIGNING_KEY: signingKey,
      RPC_TIMEOUT_MS: '1500',
    })) as unknown as Harness;
    crm = await answerAsCrm(service, members, [lead, won]);
    deals = await answerDealsAsCrm(service);
    messaging = await answerAsMessaging(service, [withMailbox]);
  });
  afterAll(async () => {
    await service?.stop();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  const workspace = () => contextOf(crypto.randomUUID(), { userId: members[0]! });
  async function activeWorkflow(ctx: ReturnType<typeof workspace>, steps: WorkflowDefinition['steps']) {
    const definition: WorkflowDefinition = { trigger: { type: 'record_created', object: 'contact' }, steps };
    const made = await service.call('automation.workflows.create', { name: 'Outreach', definition }, ctx);
    return service.call('automation.workflows.activate', { id: made.id }, ctx);
  }
  const runOf = async (ctx: ReturnType<typeof workspace>, workflowId: string): Promise<WorkflowRun> => {
    let run: WorkflowRun | undefined;
    await eventually(async () => {
      [run] = (await service.call('automation.runs.list', { workflowId }, ctx)).items;
      return run !== undefined && run.status !== 'running' && run.status !== 'waiting';
    }, 20_000);
    return run!;
  };
  const loseFirstReply = () => {
    const before = messaging.sendCalls.length;
    // messaging queues the send but its answer never arrives: the step's call times out and is tried again.
    messaging.hooks.beforeSend = async (call) => {
      if (call === before + 1) await new Promise((resolve) => setTimeout(resolve, 2500));
    };
    return before;
  };

  it('creates a deal for the contact, moves their open deal and takes a tag off', async () => {
    const ctx = workspace();
    const workflow = await activeWorkflow(ctx, [
      { id: 'deal', type: 'create_deal', title: 'Deal for {{contact.name}}', stageId: lead, value: 5000 },
      { id: 'move', type: 'move_deal_stage', stageId: won },
      { id: 'untag', type: 'remove_tag', tag: 'COLD' },
    ]);
    const contact = await crm.createContact(ctx.tenantId!, { ownerId: withMailbox, tags: ['cold', 'vip'] });
    const run = await runOf(ctx, workflow.id);
    expect(run).toMatchObject({ status: 'completed' });
    const made = [...deals.deals.values()].filter((d) => d.contactId === contact.id);
    expect(made).toMatchObject([{ title: 'Deal for Ada Lovelace', value: 5000, ownerId: withMailbox, stageId: won }]);
    expect(run.steps[1]).toMatchObject({ output: { dealId: made[0]!.id, stageId: won } });
    expect(crm.contacts.get(contact.id)?.tags).toEqual(['vip']);
  });

  it("sends the template once from the owner's mailbox, though the first try's answer was lost", async () => {
    const ctx = workspace();
    const workflow = await activeWorkflow(ctx, [
      { id: 'welcome', type: 'send_email', templateId: messaging.template.id, sender: 'record_owner' },
    ]);
    const before = loseFirstReply();
    const contact = await crm.createContact(ctx.tenantId!, { ownerId: withMailbox, firstName: 'Grace' });
    const run = await runOf(ctx, workflow.id);
    messaging.hooks.beforeSend = undefined;
    const calls = messaging.sendCalls.slice(before);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toBe(calls[0]);
    const sent = [...messaging.mails.values()].filter((m) => m.to[0]?.address === contact.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ subject: 'Welcome, Grace', from: withMailbox });
    expect(sent[0]!.text).toContain('Hello Ada Lovelace');
    expect(run).toMatchObject({ status: 'completed' });
    expect(run.steps[0]).toMatchObject({ status: 'completed', attempts: 2, output: { intentId: calls[0] } });
  });

  it('fails the step, saying why, when the owner has no mailbox', async () => {
    const ctx = workspace();
    const workflow = await activeWorkflow(ctx, [
      { id: 'welcome', type: 'send_email', templateId: messaging.template.id, sender: 'record_owner' },
    ]);
    await crm.createContact(ctx.tenantId!, { ownerId: withoutMailbox });
    const run = await runOf(ctx, workflow.id);
    expect(run.status).toBe('failed');
    expect(run.error).toContain('Connect a mailbox first');
    expect(run.steps[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('texts once however often the step is tried; an opted-out number fails the step with the reason', async () => {
    const ctx = workspace();
    const workflow = await activeWorkflow(ctx, [
      { id: 'hello', type: 'send_sms', body: 'Hi {{contact.firstName}}!', sender: 'record_owner' },
    ]);
    const before = loseFirstReply();
    await crm.createContact(ctx.tenantId!, { ownerId: withMailbox, firstName: 'Alan', phone: '+14155550100' });
    const run = await runOf(ctx, workflow.id);
    messaging.hooks.beforeSend = undefined;
    expect(run).toMatchObject({ status: 'completed' });
    const sent = [...messaging.texts.values()].filter((t) => t.peer === '+14155550100');
    expect(sent.map((t) => t.body)).toEqual(['Hi Alan!']);
    expect(new Set(messaging.sendCalls.slice(before)).size).toBe(1);

    messaging.optedOut.add('+14155550199');
    await crm.createContact(ctx.tenantId!, { ownerId: withMailbox, phone: '+14155550199' });
    await eventually(async () => {
      const runs = (await service.call('automation.runs.list', { workflowId: workflow.id }, ctx)).items;
      return runs.some((r) => r.status === 'failed' && (r.error ?? '').includes('replied STOP'));
    }, 20_000);
  });

  it('posts a signed request the receiver can verify, retrying a failed answer', async () => {
    const ctx = workspace();
    const { port } = receiver.address() as AddressInfo;
    const workflow = await activeWorkflow(ctx, [
      {
        id: 'hook',
        type: 'http_request',
        method: 'POST',
        url: `http://127.0.0.1:${port}/hook`,
        body: '{"email": "{{contact.email}}", "contact": "{{record.id}}"}',
      },
    ]);
    answers.push(503);
    const before = received.length;
    const contact = await crm.createContact(ctx.tenantId!);
    const run = await runOf(ctx, workflow.id);
    expect(run).toMatchObject({ status: 'completed' });
    expect(run.steps[0]).toMatchObject({ attempts: 2, output: { status: 200 } });
    const deliveries = received.slice(before);
    expect(deliveries).toHaveLength(2);
    // Both tries are the same delivery (one webhook-id), so a receiver can drop the repeat.
    expect(deliveries[1]!.headers['webhook-id']).toBe(deliveries[0]!.headers['webhook-id']);
    const { headers, body } = deliveries[1]!;
    expect(JSON.parse(body)).toEqual({ email: contact.email, contact: contact.id });
    const key = Buffer.from(workflowSecret(signingKey, ctx.tenantId!, workflow.id).slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key)
      .update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`)
      .digest('base64');
    expect(headers['webhook-signature']).toBe(`v1,${expected}`);
  });

  it('refuses a request to a private address, failing the step with the reason', async () => {
    const ctx = workspace();
    const workflow = await activeWorkflow(ctx, [
      { id: 'hook', type: 'http_request', method: 'GET', url: 'http://10.1.2.3/internal', body: '' },
    ]);
    await crm.createContact(ctx.tenantId!);
    const run = await runOf(ctx, workflow.id);
    expect(run.status).toBe('failed');
    expect(run.error).toContain('private or internal address');
  });

  const replyWait: WorkflowDefinition['steps'] = [
    {
      id: 'reply',
      type: 'wait_for_event',
      event: 'email_replied',
      amount: 1,
      unit: 'days',
      yes: [{ id: 'replied', type: 'add_tag', tag: 'replied' }],
      no: [{ id: 'silent', type: 'add_tag', tag: 'no-reply' }],
    },
  ];
  const replyFrom = (tenantId: string, contactId: string) =>
    service.publish('messaging.message.recorded', tenantId, {
      messageId: crypto.randomUUID(),
      mailboxId: crypto.randomUUID(),
      ownerId: withMailbox,
      mailboxAddress: 'owner@example.com',
      direction: 'inbound',
      rfcMessageId: `<${crypto.randomUUID()}@example.com>`,
      threadId: '<t@example.com>',
      subject: 'Re: Welcome',
      from: { address: 'ada@example.com', name: null },
      to: [],
      cc: [],
      text: 'Sounds good',
      bodyShared: true,
      sentAt: new Date().toISOString(),
      contactId,
    });
  const waiting = (ctx: ReturnType<typeof workspace>, workflowId: string) =>
    eventually(async () => {
      const [run] = (await service.call('automation.runs.list', { workflowId }, ctx)).items;
      return run?.status === 'waiting';
    });

  it('goes down the Replied branch when the contact replies, once however often the reply is delivered', async () => {
    const ctx = workspace();
    const workflow = await activeWorkflow(ctx, replyWait);
    const contact = await crm.createContact(ctx.tenantId!);
    await waiting(ctx, workflow.id);
    await replyFrom(ctx.tenantId!, contact.id);
    await replyFrom(ctx.tenantId!, contact.id);
    const run = await runOf(ctx, workflow.id);
    expect(run.status).toBe('completed');
    expect(run.steps.map((s) => [s.stepId, s.status])).toEqual([
      ['reply', 'completed'],
      ['replied', 'completed'],
    ]);
    expect(run.steps[0]!.output).toMatchObject({ outcome: true, replied: true });
    expect(crm.contacts.get(contact.id)?.tags).toEqual(['replied']);
  });

  it('goes down the Timed out branch when the wait ends before a reply', async () => {
    const ctx = workspace();
    const workflow = await activeWorkflow(ctx, replyWait);
    const contact = await crm.createContact(ctx.tenantId!);
    await waiting(ctx, workflow.id);
    // The clock moved past the timeout: the sweep finds the run due and the timeout claims the wait.
    await service.asOwner((client) =>
      client.query(`UPDATE automation.workflow_runs SET due_at = now() - interval '1 hour' WHERE workflow_id = $1`, [
        workflow.id,
      ]),
    );
    const run = await runOf(ctx, workflow.id);
    expect(run.steps.map((s) => s.stepId)).toEqual(['reply', 'silent']);
    expect(run.steps[0]!.output).toMatchObject({ outcome: false, timedOut: true });
    expect(crm.contacts.get(contact.id)?.tags).toEqual(['no-reply']);
  });
});
