import { type Kysely, sql } from 'kysely';
import type { AiDb } from '../db/schema';

type Db = Kysely<AiDb>;

const columns = [
  'id',
  'owner_id',
  'title',
  'metric',
  'target',
  'period',
  'scope',
  sql<string>`starts_on::text`.as('starts_on'),
  sql<string>`ends_on::text`.as('ends_on'),
  'created_at',
] as const;

export type GoalRow = Awaited<ReturnType<typeof listGoals>>[number];

export const listGoals = (db: Db, ownerId: string) =>
  db
    .selectFrom('goals')
    .select(columns)
    .where('owner_id', '=', ownerId)
    .orderBy('ends_on', 'desc')
    .orderBy('created_at', 'desc')
    .execute();

export const findGoal = (db: Db, id: string, ownerId: string) =>
  db.selectFrom('goals').select(columns).where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();

export const insertGoal = (
  db: Db,
  g: {
    tenantId: string;
    ownerId: string;
    title: string;
    metric: string;
    target: number;
    period: string;
    scope: 'me' | 'team';
    startsOn: string;
    endsOn: string;
  },
) =>
  db
    .insertInto('goals')
    .values({
      tenant_id: g.tenantId,
      owner_id: g.ownerId,
      title: g.title,
      metric: g.metric,
      target: g.target,
      period: g.period,
      scope: g.scope,
      starts_on: g.startsOn,
      ends_on: g.endsOn,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();

export const updateGoal = (db: Db, id: string, ownerId: string, patch: { title?: string; target?: number }) =>
  db
    .updateTable('goals')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .returning(columns)
    .executeTakeFirst();

export const deleteGoal = (db: Db, id: string, ownerId: string) =>
  db.deleteFrom('goals').where('id', '=', id).where('owner_id', '=', ownerId).returning('id').executeTakeFirst();
