import {
  AppError,
  type Goal,
  type GoalInput,
  type GoalMetric,
  type GoalSuggestions,
  GoalSuggestion,
  goalMetrics,
  type RpcContext,
} from '@smartcrm/contracts';
import { type RpcClient, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import { z } from 'zod';
import type { AiDb } from '../db/schema';
import type { ModelGateway } from '../tools/model-gateway';
import { actorOf } from '../tools/tool.service';
import { periodRange, progress } from './goal-period';
import { suggest } from './goal-suggestions';
import { deleteGoal, findGoal, type GoalRow, insertGoal, listGoals, updateGoal } from './goal.repository';

const goalNotFound = () => new AppError('not_found', 'No such goal');
const today = () => new Date().toISOString().slice(0, 10);

export function createGoalService(uow: UnitOfWork<AiDb>, rpc: RpcClient, models: ModelGateway) {
  /** Progress from crm's records on every read, so it follows every change to the data. */
  async function withProgress(row: GoalRow, ctx: RpcContext): Promise<Goal> {
    const { value } = await rpc.call(
      'crm.goals.measure',
      {
        metric: row.metric as GoalMetric,
        from: row.starts_on,
        to: row.ends_on,
        ...(row.scope === 'me' ? { userId: row.owner_id } : {}),
      },
      ctx,
    );
    return {
      id: row.id,
      title: row.title,
      metric: row.metric as GoalMetric,
      target: row.target,
      period: row.period as Goal['period'],
      scope: row.scope,
      startsOn: row.starts_on,
      endsOn: row.ends_on,
      ownerId: row.owner_id,
      current: value,
      ...progress(value, row.target, row.starts_on, row.ends_on, today()),
      createdAt: row.created_at.toISOString(),
    };
  }

  const own = async (id: string, ctx: RpcContext) => {
    const row = await uow.read(requireTenant(ctx), (db) => findGoal(db, id, actorOf(ctx).userId));
    if (!row) throw goalNotFound();
    return row;
  };

  return {
    async list(ctx: RpcContext) {
      const rows = await uow.read(requireTenant(ctx), (db) => listGoals(db, actorOf(ctx).userId));
      return { items: await Promise.all(rows.map((row) => withProgress(row, ctx))) };
    },

    async create(input: z.output<typeof GoalInput>, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      const range =
        input.period === 'custom'
          ? { startsOn: input.startsOn as string, endsOn: input.endsOn as string }
          : periodRange(input.period, today());
      const row = await uow.withTenant(tenantId, (db) =>
        insertGoal(db, { tenantId, ownerId: actorOf(ctx).userId, ...input, ...range }),
      );
      return withProgress(row, ctx);
    },

    async update(id: string, patch: { title?: string | undefined; target?: number | undefined }, ctx: RpcContext) {
      const clean = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      const row = await uow.withTenant(requireTenant(ctx), (db) => updateGoal(db, id, actorOf(ctx).userId, clean));
      if (!row) throw goalNotFound();
      return withProgress(row, ctx);
    },

    async remove(id: string, ctx: RpcContext) {
      const row = await uow.withTenant(requireTenant(ctx), (db) => deleteGoal(db, id, actorOf(ctx).userId));
      if (!row) throw goalNotFound();
      return { id: row.id };
    },

    /** Ways to close the gap: rules over the real pipeline, or a model's reading of the same facts. */
    async suggestions(id: string, ctx: RpcContext): Promise<GoalSuggestions> {
      const goal = await withProgress(await own(id, ctx), ctx);
      const owner = goal.scope === 'me' ? { owner: 'me' as const } : {};
      const [deals, tasks] = await Promise.all([
        rpc.call('crm.deals.list', { status: ['open'], ...owner, sort: 'expectedCloseDate', limit: 200 }, ctx),
        goal.metric === 'tasks_completed'
          ? rpc.call('crm.tasks.list', { state: 'open', assignee: 'me', sort: 'dueDate', limit: 20 }, ctx)
          : Promise.resolve({ items: [] }),
      ]);
      const facts = {
        metric: goal.metric,
        gap: Math.max(0, goal.target - goal.current),
        daysLeft: goal.daysLeft,
        endsOn: goal.endsOn,
        today: today(),
        openDeals: deals.items,
        openTasks: tasks.items,
      };
      const rules = suggest(facts);
      const generated = await models.generate(
        {
          feature: 'goal:suggestions',
          system: 'You coach a sales rep towards a goal. Use only the facts given; refer to deals by their ids.',
          prompt: [
            `Goal: ${goal.title} — ${goalMetrics[goal.metric].label} ${goal.current} of ${goal.target}, ${goal.pace}, ${goal.daysLeft} days left (ends ${goal.endsOn}).`,
            'Open deals:',
            ...deals.items
              .slice(0, 30)
              .map(
                (d) =>
                  `${d.id} | ${d.title} | ${d.value} USD | ${d.probability}% | close ${d.expectedCloseDate ?? 'not set'}`,
              ),
            'Give up to 4 concrete suggestions to reach the goal.',
          ].join('\n'),
          schemaName: 'goal_suggestions',
          schema: z.object({ suggestions: z.array(GoalSuggestion).min(1).max(6) }),
          builtIn: () => ({ suggestions: rules }),
        },
        ctx,
      );
      return {
        goalId: goal.id,
        gap: facts.gap,
        suggestions: generated.output.suggestions,
        model: generated.model,
        builtIn: generated.builtIn,
      };
    },
  };
}
export type GoalService = ReturnType<typeof createGoalService>;
