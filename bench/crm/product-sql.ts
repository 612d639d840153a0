import { rpcMethods, utcToday } from '@smartcrm/contracts';
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { listContacts } from '../../services/crm/src/contacts/contact.repository';
import { createSearchSamples } from '../../services/crm/src/contacts/contact-search';
import type { CrmDb } from '../../services/crm/src/db/schema';
import { createDealBoard } from '../../services/crm/src/deals/deal-board';
import { listTasks } from '../../services/crm/src/tasks/task.repository';
import type { Viewer } from '../../services/crm/src/visibility/visibility.repository';

export interface Statement {
  text: string;
  values: readonly unknown[];
}

/** Runs `work` on a kysely over `pool` and returns the statements it sent, as Postgres got them. */
async function recorded(pool: pg.Pool, work: (db: Kysely<CrmDb>) => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const db = new Kysely<CrmDb>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      const query: CompiledQuery = event.query;
      if (event.level === 'query') statements.push({ text: query.sql, values: query.parameters });
    },
  });
  await work(db);
  return statements;
}

/**
 * The SQL the crm service sends for the screens the bench drives (list, each search, the board,
 * the open tasks), made by the service's own repository code once, on a pool pinned to the tenant.
 * The floors replay it, so a change to the product's SQL moves its floor with it.
 */
export async function productStatements(
  pool: pg.Pool,
  { tenantId, viewer, searches }: { tenantId: string; viewer: Viewer; searches: string[] },
) {
  const contactsQuery = (query: Record<string, unknown>) => {
    const {
      cursor: _cursor,
      before: _before,
      owner: _owner,
      ...filters
    } = rpcMethods['crm.contacts.list'].request.parse(query);
    return filters;
  };
  const list = await recorded(pool, (db) => listContacts(db, contactsQuery({ limit: 50 }), null, viewer));
  // The search samples are read once a minute, not per search: read them before recording.
  const samples = createSearchSamples();
  await recorded(pool, (db) => samples(db, tenantId));
  const search: Statement[][] = [];
  for (const term of searches) {
    search.push(
      await recorded(pool, async (db) =>
        listContacts(db, contactsQuery({ limit: 50, search: term }), null, viewer, false, await samples(db, tenantId)),
      ),
    );
  }
  const board = await recorded(pool, (db) =>
    createDealBoard({ read: (_tenant: string, work: (db: Kysely<CrmDb>) => Promise<unknown>) => work(db) } as never)(
      rpcMethods['crm.deals.board'].request.parse({}),
      { tenantId, requestId: 'floor', actor: { userId: viewer.userId, role: viewer.role } } as never,
    ),
  );
  const {
    cursor: _c,
    assignee: _a,
    today: _t,
    ...taskFilters
  } = rpcMethods['crm.tasks.list'].request.parse({
    limit: 50,
    state: 'open',
  });
  const tasks = await recorded(pool, (db) =>
    listTasks(db, { ...taskFilters, assigneeId: undefined, today: utcToday() }, null, viewer),
  );
  return { list, search, board, tasks };
}
