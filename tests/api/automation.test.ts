import type { Task, WorkflowDefinition } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { eventually } from '../support/service-harness';
import { addUser, signIn } from '../support/workspace-users';

const tasksOf = async (client: Awaited<ReturnType<typeof signUpWorkspace>>['client'], contactId: string) =>
  (await client.get(`/api/tasks?contactId=${contactId}`)).body.items as Task[];

describe('workflows through the product', () => {
  it('a new lead is assigned in turn and gets its intro task; bad workflows are refused naming the problem', async () => {
    const { client, slug, tenantId, userId } = await signUpWorkspace('auto');
    const rep = await addUser(tenantId, 'regular_user', slug);
    const repClient = await signIn(slug, rep);
    expect((await repClient.get('/api/automation/workflows')).status).toBe(403);

    const definition: WorkflowDefinition = {
      trigger: { type: 'record_created', object: 'contact' },
      steps: [
        {
          id: 'web-lead',
          type: 'condition',
          condition: {
            match: 'all',
            groups: [{ match: 'all', rules: [{ field: 'source', operator: 'equals', value: 'web' }] }],
          },
          yes: [
            { id: 'assign', type: 'assign_owner', mode: 'round_robin', userIds: [] },
            {
              id: 'intro',
              type: 'create_task',
              title: 'Intro call',
              taskType: 'call',
              priority: 'high',
              dueInDays: 0,
              assignTo: 'record_owner',
            },
          ],
          no: [],
        },
      ],
    };
    const made = await client.post('/api/automation/workflows', { name: 'New web leads', definition });
    expect(made.status).toBe(201);
    const id = made.body.id;
    const refused = await client.post(`/api/automation/workflows/${id}/activate`);
    expect(refused).toMatchObject({ status: 400, error: { code: 'bad_input' } });
    expect(refused.error?.message).toContain('steps.assign.userIds: choose at least one user');

    const stranger = (await signUpWorkspace('autox')).userId;
    const withStranger = JSON.parse(JSON.stringify(definition)) as WorkflowDefinition;
    const yes = (withStranger.steps[0] as Extract<WorkflowDefinition['steps'][number], { type: 'condition' }>).yes;
    yes[0] = { id: 'assign', type: 'assign_owner', mode: 'round_robin', userIds: [rep.id, stranger] };
    await client.request('PATCH', `/api/automation/workflows/${id}`, { definition: withStranger });
    const foreign = await client.post(`/api/automation/workflows/${id}/activate`);
    expect(foreign.error?.message).toContain(`user ${stranger} is not a member of this workspace`);

    yes[0] = { id: 'assign', type: 'assign_owner', mode: 'round_robin', userIds: [rep.id, userId] };
    await client.request('PATCH', `/api/automation/workflows/${id}`, { definition: withStranger });
    const active = await client.post(`/api/automation/workflows/${id}/activate`);
    expect(active.body).toMatchObject({ status: 'active', publishedVersion: 1 });

    const first = (await client.post('/api/contacts', { name: 'Web Lead', email: 'lead1@auto.test', source: 'web' }))
      .body;
    const second = (
      await client.post('/api/contacts', { name: 'Web Lead Two', email: 'lead2@auto.test', source: 'web' })
    ).body;
    const referral = (
      await client.post('/api/contacts', { name: 'Referral', email: 'ref@auto.test', source: 'referral' })
    ).body;
    await eventually(
      async () => (await tasksOf(client, first.id)).length === 1 && (await tasksOf(client, second.id)).length === 1,
      30_000,
    );
    const owners = await Promise.all(
      [first, second].map(async (c) => (await client.get(`/api/contacts/${c.id}`)).body.ownerId),
    );
    expect(owners.sort()).toEqual([rep.id, userId].sort());
    const [task] = await tasksOf(client, first.id);
    expect(task).toMatchObject({ title: 'Intro call', type: 'call', priority: 'high' });
    expect(task!.assigneeId).toBe((await client.get(`/api/contacts/${first.id}`)).body.ownerId);

    const runs = async () => (await client.get(`/api/automation/workflows/${id}/runs`)).body.items;
    await eventually(
      async () =>
        (await runs()).length === 3 && (await runs()).every((r: { status: string }) => r.status === 'completed'),
    );
    const referralRun = (await runs()).find((r: { recordId: string }) => r.recordId === referral.id);
    expect(referralRun?.steps.map((s: { stepId: string }) => s.stepId)).toEqual(['web-lead']);
    expect(await tasksOf(client, referral.id)).toEqual([]);

    // Another workspace sees none of it.
    const other = await signUpWorkspace('autoy');
    expect((await other.client.get(`/api/automation/workflows/${id}`)).status).toBe(404);
    expect((await other.client.get(`/api/automation/workflows/${id}/runs`)).status).toBe(404);
  });

  it('a workflow that triggers itself stops at the loop guard', async () => {
    const { client } = await signUpWorkspace('autoloop');
    const made = await client.post('/api/automation/workflows', {
      name: 'Task begets task',
      definition: {
        trigger: { type: 'record_created', object: 'task' },
        steps: [
          {
            id: 'again',
            type: 'create_task',
            title: 'And another',
            taskType: 'other',
            priority: 'low',
            assignTo: 'record_owner',
          },
        ],
      },
    });
    expect((await client.post(`/api/automation/workflows/${made.body.id}/activate`)).status).toBe(200);
    await client.post('/api/tasks', { title: 'The first one' });
    const runs = async () =>
      (await client.get(`/api/automation/workflows/${made.body.id}/runs`)).body.items as {
        depth: number;
        status: string;
        error: string | null;
      }[];
    // Depths 0–5 run (AUTOMATION_MAX_DEPTH 5), the seventh is stopped before it acts.
    await eventually(async () => (await runs()).some((r) => r.status === 'stopped'), 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const all = (await runs()).sort((a, b) => a.depth - b.depth);
    expect(all.map((r) => r.status)).toEqual([...Array(6).fill('completed'), 'stopped']);
    expect(all.at(-1)?.error).toMatch(/Loop guard/);
    expect((await client.get('/api/tasks?limit=50')).body.items).toHaveLength(7);
  }, 90_000);
});
