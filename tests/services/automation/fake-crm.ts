import { AppError, type Contact, type RpcContext, type Task } from '@smartcrm/contracts';
import { requestContext } from '@smartcrm/kit';
import type { startServiceForTest } from '../../support/service-harness';

type Harness = Awaited<ReturnType<typeof startServiceForTest<'automation', unknown, never>>>;

const now = () => new Date().toISOString();

/**
 * crm's side of the methods automation calls, kept in memory: contacts and tasks as crm answers
 * them, `crm.tasks.create` idempotent on the caller's id as crm is, and the events crm publishes
 * (carrying the caller's request id, as crm's do). `createTask` lets a test break or delay it.
 */
export async function answerAsCrm(service: Harness, members: string[], stageIds: string[] = []) {
  const contacts = new Map<string, Contact>();
  const workspaceOf = new Map<string, string>();
  const tasks = new Map<string, Task>();
  const createCalls: string[] = [];
  const hooks: { createTask?: (call: number) => Promise<void> } = {};

  const contact = (id: string, fields: Partial<Contact> = {}): Contact => ({
    id,
    name: 'Ada Lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `${id.slice(0, 8)}@example.com`,
    phone: null,
    company: null,
    companyId: null,
    position: null,
    title: null,
    industry: null,
    status: 'lead',
    interestLevel: 'medium',
    source: 'web',
    tags: [],
    notes: null,
    socialProfiles: {},
    customFields: {},
    location: {},
    preferredContact: 'email',
    avatarSrc: null,
    isFavorite: false,
    leadScore: null,
    lastContact: null,
    ownerId: null,
    createdAt: now(),
    updatedAt: now(),
    version: 1,
    ...fields,
  });

  const taskOf = (id: string, title: string, fields: Partial<Task> = {}): Task => ({
    id,
    title,
    subtitle: null,
    type: 'other',
    status: null,
    priority: 'medium',
    isHighlighted: false,
    assigneeId: null,
    assigneeName: null,
    ownerId: null,
    contactId: null,
    contactName: null,
    dealId: null,
    dealTitle: null,
    dueDate: null,
    completed: false,
    completedAt: null,
    completedBy: null,
    assistantThreadId: null,
    createdAt: now(),
    updatedAt: now(),
    version: 1,
    ...fields,
  });

  await service.answer('crm.members.list', () => ({
    items: members.map((userId, i) => ({
      userId,
      name: `User ${i}`,
      email: `u${i}@example.com`,
      role: 'regular_user' as const,
    })),
  }));
  const pipelineId = crypto.randomUUID();
  await service.answer('crm.pipelines.list', () => ({
    items: stageIds.length
      ? [
          {
            id: pipelineId,
            name: 'Sales',
            isDefault: true,
            position: 0,
            version: 1,
            stages: stageIds.map((id, position) => ({
              id,
              pipelineId,
              name: `Stage ${position}`,
              key: `stage-${position}`,
              position,
              defaultProbability: 10,
              kind: 'open' as const,
              dealCount: 0,
            })),
          },
        ]
      : [],
  }));
  await service.answer('crm.contacts.get', ({ id }) => {
    const found = contacts.get(id);
    if (!found) throw new AppError('not_found', 'No such contact');
    return found;
  });
  // One page of the workspace's contacts (a test holds few), the address searched as crm's search finds it.
  await service.answer('crm.contacts.list', ({ search }, ctx) => ({
    items: [...contacts.values()].filter(
      (c) => workspaceOf.get(c.id) === ctx.tenantId && (!search || c.email.includes(search.toLowerCase())),
    ),
    nextCursor: null,
    prevCursor: null,
  }));
  await service.answer('crm.tasks.get', ({ id }) => {
    const found = tasks.get(id);
    if (!found) throw new AppError('not_found', 'No such task');
    return found;
  });
  await service.answer('crm.contacts.update', ({ id, patch }, ctx) => {
    const found = contacts.get(id)!;
    const { version, ...fields } = patch;
    const changed = Object.keys(fields).filter(
      (k) => JSON.stringify(fields[k as keyof typeof fields]) !== JSON.stringify(found[k as keyof Contact]),
    );
    const updated = { ...found, ...fields, version: found.version + (changed.length ? 1 : 0) } as Contact;
    contacts.set(id, updated);
    if (changed.length)
      later(ctx, () =>
        service.publish('crm.contact.updated', ctx.tenantId!, { contactId: id, changed, version: updated.version }),
      );
    return updated;
  });
  await service.answer('crm.tasks.create', async (input, ctx) => {
    createCalls.push(input.id!);
    await hooks.createTask?.(createCalls.length);
    const made = tasks.get(input.id!);
    if (made) return made;
    const task = taskOf(input.id!, input.title, {
      type: input.type,
      priority: input.priority,
      assigneeId: input.assigneeId ?? null,
      contactId: input.contactId ?? null,
      dealId: input.dealId ?? null,
      dueDate: input.dueDate ?? null,
    });
    tasks.set(task.id, task);
    later(ctx, () =>
      service.publish('crm.task.created', ctx.tenantId!, {
        taskId: task.id,
        title: task.title,
        assigneeId: task.assigneeId,
        contactId: task.contactId,
        dealId: task.dealId,
        dueDate: task.dueDate,
      }),
    );
    return task;
  });

  // Published after the reply, as crm's events leave after its commit, with the caller's request id.
  const later = (ctx: RpcContext, publish: () => Promise<void>) =>
    setTimeout(() => void requestContext.run(ctx, publish), 5);

  return {
    contacts,
    tasks,
    createCalls,
    hooks,
    /** A task that is in crm already (nothing published). */
    storeTask(title: string) {
      const task = taskOf(crypto.randomUUID(), title);
      tasks.set(task.id, task);
      return task.id;
    },
    /** A contact made in crm: stored, and its creation published. */
    async createContact(tenantId: string, fields: Partial<Contact> = {}) {
      const made = contact(crypto.randomUUID(), fields);
      contacts.set(made.id, made);
      workspaceOf.set(made.id, tenantId);
      await service.publish('crm.contact.created', tenantId, {
        contactId: made.id,
        ownerId: made.ownerId,
        name: made.name,
        email: made.email,
      });
      return made;
    },
  };
}
