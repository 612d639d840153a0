import type { ColumnType, Generated } from 'kysely';

export interface GoalsTable {
  tenant_id: string;
  id: Generated<string>;
  owner_id: string;
  title: string;
  metric: string;
  target: number;
  period: string;
  scope: 'me' | 'team';
  starts_on: ColumnType<string, string, string>;
  ends_on: ColumnType<string, string, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The goal tables in the ai schema; db/schema.ts combines every domain's. */
export interface GoalTables {
  goals: GoalsTable;
}
