import { check, sleep } from 'k6';
import exec from 'k6/execution';
import type { Options } from 'k6/options';
import { post } from './lib/api';
import { type Session, signIn } from './lib/session';

/** A writer: a new contact, a deal for it, a follow-up task, and that task completed. */
export const options: Options = {
  scenarios: { writing: { executor: 'constant-vus', vus: 10, duration: '1m' } },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:create-contact}': ['p(95)<200'],
    'http_req_duration{name:create-deal}': ['p(95)<200'],
    'http_req_duration{name:create-task}': ['p(95)<200'],
    'http_req_duration{name:complete-task}': ['p(95)<200'],
  },
};

export const setup = (): Session => signIn();

export default function ({ headers }: Session) {
  // Unique per run, VU and iteration, so reruns never collide on the contact's email.
  const unique = `${Date.now().toString(36)}-${exec.vu.idInTest}-${exec.vu.iterationInScenario}`;

  const contact = post(
    '/api/contacts',
    { name: `K6 Writer ${unique}`, email: `k6-${unique}@load.test` },
    { headers, name: 'create-contact' },
  );
  check(contact, { 'contact created': (r) => r.status === 201 });
  const contactId = contact.json?.id;
  if (!contactId) return;

  const deal = post(
    '/api/deals',
    { title: `K6 deal ${unique}`, value: 5000, contactId },
    { headers, name: 'create-deal' },
  );
  check(deal, { 'deal created': (r) => r.status === 201 });

  const task = post(
    '/api/tasks',
    { title: `Call K6 Writer ${unique}`, contactId, priority: 'high' },
    { headers, name: 'create-task' },
  );
  check(task, { 'task created': (r) => r.status === 201 });
  const taskId = task.json?.id;
  if (taskId) {
    const done = post('/api/tasks/{id}/complete', {}, { headers, name: 'complete-task', params: { id: taskId } });
    check(done, { 'task done': (r) => r.status === 200 });
  }
  sleep(0.5);
}
