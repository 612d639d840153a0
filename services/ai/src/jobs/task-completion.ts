import type { TaskCompletionJob } from '@smartcrm/contracts';
import { consumeEvents } from '@smartcrm/kit';
import { z } from 'zod';
import type { AiRuntime } from '../ai-runtime';
import type { AiQueues } from '../queues/ai-queues';

const TaskInsight = z.object({
  summary: z.string().max(500),
  outcome: z.enum(['positive', 'neutral', 'negative', 'unknown']),
  followUp: z.string().max(300).nullable(),
  confidence: z.number().min(0).max(1),
});

const AutomationSuggestions = z.object({
  suggestions: z
    .array(z.object({ title: z.string().max(200), trigger: z.string().max(200), action: z.string().max(300) }))
    .max(5),
});

/** Follow-ups a completed task usually calls for, by what its title says it was. */
function builtInAutomations(title: string) {
  const text = title.toLowerCase();
  const kind = /call|phone/.test(text)
    ? 'call'
    : /meet|demo|presentation/.test(text)
      ? 'meeting'
      : /proposal|quote/.test(text)
        ? 'proposal'
        : 'task';
  const followUp = { call: 2, meeting: 1, proposal: 3, task: 5 }[kind];
  return {
    suggestions: [
      {
        title: `Follow up ${followUp} day${followUp === 1 ? '' : 's'} after each completed ${kind}`,
        trigger: `A ${kind} task is marked complete`,
        action: `Create a follow-up task due in ${followUp} day${followUp === 1 ? '' : 's'} for the same contact`,
      },
      {
        title: 'Log the outcome on the timeline',
        trigger: 'A task with an assistant thread is completed',
        action: "Add the assistant's summary as a note on the contact",
      },
    ],
  };
}

/**
 * 001 §4/§7: a task completed with an assistant thread sends three orchestrator requests —
 * task_completion_analysis (medium), automation_suggestions (low), contact_scoring (low); the
 * first two are recommendations, sent when the workspace's insight types include them.
 * They run in the background: the task update never waits for them or fails with them.
 */
export function createTaskCompletionAnalysis(ai: AiRuntime, queues: AiQueues) {
  const { uow, gateway } = ai;

  async function request(
    job: TaskCompletionJob,
    type: 'task_completion_analysis' | 'automation_suggestions' | 'contact_scoring',
    run: () => Promise<unknown>,
  ) {
    const priority = type === 'task_completion_analysis' ? 'medium' : 'low';
    const data =
      type === 'task_completion_analysis'
        ? { taskId: job.taskId, assistantThreadId: job.assistantThreadId, completionStatus: 'completed' }
        : type === 'automation_suggestions'
          ? { entityType: 'task', entityId: job.taskId, action: 'completion' }
          : { contactId: job.contactId, activityType: 'task_completion' };
    const context = { contactId: job.contactId, dealId: job.dealId, completedAt: job.completedAt };
    const row = await uow.read(job.tenantId, (db) =>
      db
        .insertInto('orchestrator_requests')
        .values({
          tenant_id: job.tenantId,
          source_event_id: job.eventId,
          type,
          priority,
          data: JSON.stringify(data),
          context: JSON.stringify(context),
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'source_event_id', 'type']).doUpdateSet({ priority }))
        .returning(['id', 'status'])
        .executeTakeFirstOrThrow(),
    );
    if (row.status === 'completed') return;
    try {
      const result = await run();
      await uow.read(job.tenantId, (db) =>
        db
          .updateTable('orchestrator_requests')
          .set({ status: 'completed', result: JSON.stringify(result), error: null, finished_at: new Date() })
          .where('tenant_id', '=', job.tenantId)
          .where('id', '=', row.id)
          .execute(),
      );
    } catch (error) {
      await uow.read(job.tenantId, (db) =>
        db
          .updateTable('orchestrator_requests')
          .set({ status: 'failed', error: (error as Error).message.slice(0, 1000), finished_at: new Date() })
          .where('tenant_id', '=', job.tenantId)
          .where('id', '=', row.id)
          .execute(),
      );
      throw error;
    }
  }

  /** The task's two recommendations: its analysis with a follow-up, and automation ideas. */
  async function recommend(job: TaskCompletionJob, facts: string) {
    await request(
      job,
      'task_completion_analysis',
      async () =>
        (
          await gateway.structured(
            { tenantId: job.tenantId, urgency: 'medium' },
            {
              task: 'task_completion_analysis',
              schemaName: 'task_completion_analysis',
              schema: TaskInsight,
              system: 'Summarise the completed CRM task and propose one follow-up. Answer with JSON only.',
              prompt: facts,
              builtIn: () => ({
                summary: `"${job.title}" was completed on ${job.completedAt.slice(0, 10)}.`,
                outcome: 'unknown' as const,
                followUp: job.contactId ? 'Log the outcome and schedule the next step with the contact' : null,
                confidence: 0.5,
              }),
            },
          )
        ).value,
    );
    await request(
      job,
      'automation_suggestions',
      async () =>
        (
          await gateway.structured(
            { tenantId: job.tenantId, urgency: 'low' },
            {
              task: 'automation_suggestions',
              schemaName: 'automation_suggestions',
              schema: AutomationSuggestions,
              system:
                'Suggest up to 5 CRM automations (trigger → action) that this completed task calls for. JSON only.',
              prompt: facts,
              builtIn: () => builtInAutomations(job.title),
            },
          )
        ).value,
    );
  }

  async function process(job: TaskCompletionJob) {
    const facts = JSON.stringify({
      task: job.title,
      completedAt: job.completedAt,
      assistantThreadId: job.assistantThreadId,
      contactId: job.contactId,
      dealId: job.dealId,
    });
    // 000 §3 insight types: without 'recommendation' the task is only scored again.
    if ((await ai.preferences.get(job.tenantId)).insightTypes.includes('recommendation')) {
      await recommend(job, facts);
    }
    await request(job, 'contact_scoring', async () => {
      if (!job.contactId) return { queued: false, reason: 'The task has no contact' };
      await queues.scoreContact({
        tenantId: job.tenantId,
        contactId: job.contactId,
        contentKey: job.eventId,
        activityType: 'task_completion',
      });
      return { queued: true };
    });
  }

  /** The trigger: crm.task.completed with an assistant thread becomes one job (its id is the event id). */
  async function start() {
    const consumer = await consumeEvents(
      ai.nc,
      'ai',
      'crm.task.completed',
      async (event) => {
        if (!event.data.assistantThreadId) return;
        // 000 §3 autoInsights off: completed tasks start no analyses of their own.
        if (!(await ai.preferences.get(event.tenantId)).autoInsights) return;
        await queues.analyseTaskCompletion({
          tenantId: event.tenantId,
          eventId: event.id,
          taskId: event.data.taskId,
          title: event.data.title,
          assistantThreadId: event.data.assistantThreadId,
          completedAt: event.data.completedAt,
          contactId: event.data.contactId,
          dealId: event.data.dealId,
        });
      },
      ai.log,
    );
    ai.shutdown.add('task completion consumer', consumer.stop);
  }

  return { process, start };
}
