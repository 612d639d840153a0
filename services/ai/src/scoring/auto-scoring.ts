import { consumeEvents } from '@smartcrm/kit';
import type { AiRuntime } from '../ai-runtime';
import type { AiQueues } from '../queues/ai-queues';

/** The contact fields the built-in score reads: a change to any other field keeps the score as it is. */
const scoredFields = new Set([
  'company',
  'email',
  'industry',
  'interestLevel',
  'lastContact',
  'location',
  'phone',
  'position',
  'socialProfiles',
  'status',
  'title',
]);

/**
 * Auto-scoring (000 §3 autoScoring, on by default): a contact created, or changed in a field its
 * score reads, is scored again with the built-in rules on the contact_scoring queue. The job id
 * names the contact's version, so a redelivered event never scores twice. A completed import's
 * contacts are scored page by page on the import_scoring queue.
 */
export async function startAutoScoring(ai: AiRuntime, queues: AiQueues) {
  const queue = async (tenantId: string, contactId: string, contentKey: string) => {
    if (!(await ai.preferences.get(tenantId)).autoScoring) return;
    await queues.scoreContact({ tenantId, contactId, contentKey, activityType: 'contact_change' });
  };
  const created = await consumeEvents(
    ai.nc,
    'ai',
    'crm.contact.created',
    (event) => queue(event.tenantId, event.data.contactId, 'v1'),
    ai.log,
    { concurrency: 8 },
  );
  const updated = await consumeEvents(
    ai.nc,
    'ai',
    'crm.contact.updated',
    async ({ tenantId, data }) => {
      if (data.changed.some((field) => scoredFields.has(field))) {
        await queue(tenantId, data.contactId, `v${data.version}`);
      }
    },
    ai.log,
    { concurrency: 8 },
  );
  const imported = await consumeEvents(
    ai.nc,
    'ai',
    'crm.import.completed',
    async ({ tenantId, data }) => {
      if ((await ai.preferences.get(tenantId)).autoScoring)
        await queues.scoreImportPage({ tenantId, importId: data.importId });
    },
    ai.log,
  );
  ai.shutdown.add('auto-scoring consumers', async () => {
    await created.stop();
    await updated.stop();
    await imported.stop();
  });
}
