import { AppError, type Actor, bodyHtml, renderMerge, type RpcContext } from '@smartcrm/contracts';
import { type EndpointGuard, type RpcClient, signedHeaders } from '@smartcrm/kit';
import type { RunScope, StepInput, StepOutput } from './step-types';

/** The steps that reach outside the CRM, each through its service's once-per-intent path. */
export function createOutreach(deps: {
  rpc: RpcClient;
  guard: EndpointGuard;
  timeoutMs: number;
  secretOf: (tenantId: string, workflowId: string) => string;
}) {
  const { rpc, guard } = deps;
  const as = (run: RunScope, actor: Actor): RpcContext => ({ ...run.ctx, actor });

  return {
    /** The template, merged with the contact, from the sender's mailbox, under the step's intent id. */
    async sendEmail(input: StepInput, run: RunScope, sender: Actor): Promise<StepOutput> {
      const ctx = as(run, sender);
      const templates = await rpc.call('messaging.templates.list', {}, ctx);
      const template = templates.items.find((t) => t.id === input.templateId);
      if (!template) throw new AppError('not_found', 'The email template was deleted');
      const values = input.values as Record<string, string | null>;
      const text = renderMerge(template.body, values);
      const sent = await rpc.call(
        'messaging.messages.send',
        {
          intentId: input.intentId as string,
          ...(input.mailboxId ? { mailboxId: input.mailboxId as string } : {}),
          to: [{ address: input.to as string }],
          subject: renderMerge(template.subject, values).replace(/[\r\n]+/g, ' '),
          html: bodyHtml(text),
          text,
          contactId: input.contactId as string,
        },
        ctx,
      );
      return { messageId: sent.id, intentId: sent.intentId, status: sent.status, to: input.to };
    },

    async sendSms(input: StepInput, run: RunScope, sender: Actor): Promise<StepOutput> {
      const sent = await rpc
        .call(
          'messaging.sms.send',
          {
            intentId: input.intentId as string,
            to: input.to as string,
            body: input.body as string,
            contactId: input.contactId as string,
          },
          as(run, sender),
        )
        .catch((error: unknown) => {
          // An opted-out number stays opted out until they text START: no retry mends it.
          if (error instanceof AppError && error.code === 'conflict' && /opted out/.test(JSON.stringify(error.details)))
            throw new AppError('bad_input', error.message, error.details);
          throw error;
        });
      return { smsId: sent.id, status: sent.status, to: sent.peer };
    },

    /** Enrolling again is skipped by messaging: a repeat enrols once. */
    async enrol(input: StepInput, run: RunScope, sender: Actor): Promise<StepOutput> {
      const accepted = await rpc.call(
        'messaging.sequences.enrol',
        { id: input.sequenceId as string, contacts: { contactIds: [input.contactId as string] } },
        as(run, sender),
      );
      return { enrolRunId: accepted.runId };
    },

    /**
     * Signed like outgoing webhooks (Standard Webhooks, the workflow's own secret), with the
     * step's delivery id as `webhook-id` so a receiver can drop a retry it already took.
     */
    async httpRequest(input: StepInput, run: RunScope): Promise<StepOutput> {
      const url = input.url as string;
      await guard.check(url);
      const method = input.method as 'GET' | 'POST';
      const body = method === 'POST' ? (input.body as string) : '';
      const headers = {
        ...signedHeaders(deps.secretOf(run.tenantId, run.workflowId), input.deliveryId as string, body),
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        'user-agent': 'SmartCRM-Automation/1',
      };
      const response = await guard.fetch(url, {
        method,
        headers,
        ...(method === 'POST' ? { body } : {}),
        signal: AbortSignal.timeout(deps.timeoutMs),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
      return { status: response.status };
    },

    /** Credits are the ai service's: too few fails the step with its reason. */
    async aiScore(input: StepInput, run: RunScope): Promise<StepOutput> {
      const score = await rpc.call(
        'ai.contacts.score',
        { contactId: input.contactId as string, intentId: input.intentId as string },
        run.ctx,
      );
      return { score: score.score, tier: score.tier, reasons: score.reasons };
    },
  };
}
export type Outreach = ReturnType<typeof createOutreach>;
