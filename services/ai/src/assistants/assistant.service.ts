import { AppError, type AssistantThread, assistants, type RpcContext } from '@smartcrm/contracts';
import { type Logger, type RpcClient, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { AiDb } from '../db/schema';
import type { ChatMessage, ModelGateway } from '../tools/model-gateway';
import { actorOf } from '../tools/tool.service';
import { createAssistantFunctions } from './assistant-functions';
import { summariseAction } from './assistant-summary';
import type { Proposal, Turn } from './assistant-turn';
import * as repo from './assistant.repository';
import { builtInTurn } from './builtin-turn';
import { modelTurn } from './model-turn';

type Db = Kysely<AiDb>;
const threadNotFound = () => new AppError('not_found', 'No such conversation');
const today = () => new Date().toISOString().slice(0, 10);
const assistantOf = (id: string) => assistants.find((a) => a.id === id) ?? assistants[0];

export function createAssistantService(deps: {
  uow: UnitOfWork<AiDb>;
  rpc: RpcClient;
  models: ModelGateway;
  log: Logger;
}) {
  const { uow, rpc, models } = deps;
  const functions = createAssistantFunctions(rpc);

  async function view(db: Db, threadId: string, userId: string): Promise<AssistantThread> {
    const thread = await repo.findThread(db, threadId, userId);
    if (!thread) throw threadNotFound();
    const [messages, actions] = await Promise.all([
      repo.threadMessages(db, threadId),
      repo.threadActions(db, threadId),
    ]);
    return {
      ...repo.toSummary(thread),
      // The model's own tool traffic stays in the thread for replay but is not shown.
      messages: messages.filter((m) => m.role !== 'tool' && m.content.trim() !== '').map(repo.toMessage),
      actions: actions.map(repo.toAction),
    };
  }

  /** Names of the records a proposal touches, read as the user: a record they cannot see fails here. */
  async function describe(p: Proposal, ctx: RpcContext): Promise<string> {
    const a = p.args as { contactId?: string; dealId?: string };
    const [contact, deal] = await Promise.all([
      a.contactId ? rpc.call('crm.contacts.get', { id: a.contactId }, ctx) : undefined,
      a.dealId ? rpc.call('crm.deals.get', { id: a.dealId }, ctx) : undefined,
    ]);
    return summariseAction(p.fn, p.args, {
      ...(contact ? { contact: contact.name } : {}),
      ...(deal ? { deal: deal.title } : {}),
    });
  }

  const replay = (rows: Awaited<ReturnType<typeof repo.threadMessages>>): ChatMessage[] =>
    rows.map(
      (m) => (m.raw as ChatMessage | null) ?? { role: m.role === 'user' ? 'user' : 'assistant', content: m.content },
    );

  return {
    async list(ctx: RpcContext) {
      const rows = await uow.read(requireTenant(ctx), (db) => repo.listThreads(db, actorOf(ctx).userId));
      return { items: rows.map(repo.toSummary) };
    },

    async create(assistantId: string, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      const userId = actorOf(ctx).userId;
      const assistant = assistantOf(assistantId);
      return uow.withTenant(tenantId, async (db) => {
        const thread = await repo.insertThread(db, {
          tenantId,
          userId,
          assistantId: assistant.id,
          title: 'New conversation',
        });
        await repo.insertMessages(db, [
          {
            tenantId,
            threadId: thread.id,
            role: 'assistant',
            content: `Hi, I am the ${assistant.name}. ${assistant.description}`,
            raw: { role: 'assistant', content: `Hi, I am the ${assistant.name}.` },
          },
        ]);
        return view(db, thread.id, userId);
      });
    },

    get: (threadId: string, ctx: RpcContext) =>
      uow.read(requireTenant(ctx), (db) => view(db, threadId, actorOf(ctx).userId)),

    async remove(threadId: string, ctx: RpcContext) {
      const userId = actorOf(ctx).userId;
      return uow.withTenant(requireTenant(ctx), async (db) => {
        if (!(await repo.findThread(db, threadId, userId))) throw threadNotFound();
        await repo.deleteThread(db, threadId);
        return { id: threadId };
      });
    },

    /** The user's message, then the assistant's turn: reads answered, a write proposed. */
    async post(threadId: string, content: string, ctx: RpcContext): Promise<AssistantThread> {
      const tenantId = requireTenant(ctx);
      const userId = actorOf(ctx).userId;
      const { thread, history } = await uow.read(tenantId, async (db) => {
        const thread = await repo.findThread(db, threadId, userId);
        if (!thread) throw threadNotFound();
        return { thread, history: await repo.threadMessages(db, threadId) };
      });
      const assistant = assistantOf(thread.assistant_id);
      const userMessage: ChatMessage = { role: 'user', content };
      const turnDeps = { models, functions, today: today(), describe };
      const answered = await modelTurn([...replay(history), userMessage], assistant, turnDeps, ctx);
      const turn: Turn = answered ?? (await builtInTurn(content, assistant, { rpc, functions, today: today() }, ctx));
      // The built-in rules answered: metered and charged like any model call.
      const builtInModel = answered ? null : await models.builtInReply(`assistant:${assistant.id}`, content, ctx);
      return uow.withTenant(tenantId, async (db) => {
        await repo.insertMessages(db, [{ tenantId, threadId, role: 'user', content, raw: userMessage }]);
        await repo.insertMessages(
          db,
          turn.messages.map((m) => ({ tenantId, threadId, ...m, model: m.model ?? builtInModel })),
        );
        if (turn.proposal) {
          const p = turn.proposal;
          const action = await repo.insertAction(db, {
            tenantId,
            threadId,
            userId,
            fn: p.fn,
            args: p.args,
            summary: p.summary,
            ...(p.toolCallId ? { toolCallId: p.toolCallId } : {}),
          });
          const builtIn = !answered;
          await repo.insertMessages(db, [
            {
              tenantId,
              threadId,
              role: 'assistant',
              content: `${p.summary}. Confirm to go ahead, or reject it.`,
              actionId: action.id,
              builtIn,
              model: builtIn ? builtInModel : null,
            },
          ]);
        }
        await repo.touchThread(
          db,
          threadId,
          thread.title === 'New conversation' ? { title: content.slice(0, 60) } : {},
        );
        return view(db, threadId, userId);
      });
    },

    /** Runs a proposed write as the user; a second confirm waits on the lock, then finds it decided. */
    async confirm(actionId: string, ctx: RpcContext): Promise<AssistantThread> {
      const tenantId = requireTenant(ctx);
      const userId = actorOf(ctx).userId;
      return uow.withTenant(tenantId, async (db) => {
        const action = await repo.lockAction(db, actionId, userId);
        if (!action) throw new AppError('not_found', 'No such action');
        if (action.status !== 'proposed') throw new AppError('conflict', `This action was already ${action.status}`);
        const thread = await repo.findThread(db, action.thread_id, userId);
        if (!thread) throw threadNotFound();
        try {
          const result = await functions.write(action.function as Proposal['fn'], action.arguments, thread.id, ctx);
          await repo.decideAction(db, actionId, { status: 'executed', result: result.data });
          await repo.insertMessages(db, [
            {
              tenantId,
              threadId: thread.id,
              role: 'assistant',
              content: result.text,
              references: result.references,
              actionId,
            },
          ]);
          const taskId = typeof result.data.taskId === 'string' ? result.data.taskId : undefined;
          await repo.touchThread(db, thread.id, taskId && !thread.task_id ? { task_id: taskId } : {});
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          await repo.decideAction(db, actionId, { status: 'failed', error: error.message });
          await repo.insertMessages(db, [
            {
              tenantId,
              threadId: thread.id,
              role: 'assistant',
              content: `That did not work: ${error.message}`,
              actionId,
            },
          ]);
        }
        return view(db, thread.id, userId);
      });
    },

    async reject(actionId: string, ctx: RpcContext): Promise<AssistantThread> {
      const tenantId = requireTenant(ctx);
      const userId = actorOf(ctx).userId;
      return uow.withTenant(tenantId, async (db) => {
        const action = await repo.lockAction(db, actionId, userId);
        if (!action) throw new AppError('not_found', 'No such action');
        if (action.status !== 'proposed') throw new AppError('conflict', `This action was already ${action.status}`);
        await repo.decideAction(db, actionId, { status: 'rejected' });
        await repo.insertMessages(db, [
          { tenantId, threadId: action.thread_id, role: 'assistant', content: 'OK, I left it as it was.', actionId },
        ]);
        return view(db, action.thread_id, userId);
      });
    },

    /** Links the conversation to a task the user can see (the task's assistantThreadId). */
    async attach(threadId: string, taskId: string, ctx: RpcContext): Promise<AssistantThread> {
      const tenantId = requireTenant(ctx);
      const userId = actorOf(ctx).userId;
      const thread = await uow.read(tenantId, (db) => repo.findThread(db, threadId, userId));
      if (!thread) throw threadNotFound();
      const task = await rpc.call('crm.tasks.get', { id: taskId }, ctx);
      await rpc.call(
        'crm.tasks.update',
        { id: taskId, patch: { assistantThreadId: threadId, version: task.version } },
        ctx,
      );
      return uow.withTenant(tenantId, async (db) => {
        await repo.touchThread(db, threadId, { task_id: taskId });
        return view(db, threadId, userId);
      });
    },

    async audit(limit: number, ctx: RpcContext) {
      const actor = actorOf(ctx);
      const rows = await uow.read(requireTenant(ctx), (db) =>
        repo.auditTrail(db, actor.role === 'super_admin' ? null : actor.userId, limit),
      );
      return { items: rows.map(repo.toAction) };
    },
  };
}
export type AssistantService = ReturnType<typeof createAssistantService>;
