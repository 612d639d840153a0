import type { Iteration } from './scenario-runner';

const run = Date.now().toString(36);
let sequence = 0;

/** k6/writer.ts's iteration: a new contact, a deal for it, a follow-up task, and that task completed. */
export const writer: Iteration = async ({ request }) => {
  // Unique across users, warm-up and both targets (the path and the floor write to one database).
  const unique = `${run}-${sequence++}`;
  const contact = await request<{ id: string }>('create-contact', {
    path: '/api/contacts',
    method: 'POST',
    body: { name: `Load Writer ${unique}`, email: `load-${unique}@load.test` },
  });
  const contactId = contact.body?.id;
  if (!contactId) return;
  await request('create-deal', {
    path: '/api/deals',
    method: 'POST',
    body: { title: `Load deal ${unique}`, value: 5000, contactId },
  });
  const task = await request<{ id: string }>('create-task', {
    path: '/api/tasks',
    method: 'POST',
    body: { title: `Call Load Writer ${unique}`, contactId, priority: 'high' },
  });
  if (task.body?.id)
    await request('complete-task', { path: `/api/tasks/${task.body.id}/complete`, method: 'POST', body: {} });
};
