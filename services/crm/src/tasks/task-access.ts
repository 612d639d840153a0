import { AppError, type RpcContext } from '@smartcrm/contracts';
import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';
import { viewerOf } from '../deals/deal-access';
import { toTask } from './task.mapper';
import { findTask } from './task.repository';

/** Unknown, deleted, hidden and other tenants' tasks all read the same: not found. */
export const taskNotFound = () => new AppError('not_found', 'No such task');

/** The task as its editor saw it, locked; a newer version is a conflict carrying the current task. */
export async function lockTask(trx: Kysely<CrmDb>, id: string, version: number | undefined, ctx: RpcContext) {
  const current = await findTask(trx, id, viewerOf(ctx), { lock: true });
  if (!current) throw taskNotFound();
  if (version !== undefined && current.version !== version) {
    throw new AppError('conflict', 'Someone else changed this task since you opened it', { current: toTask(current) });
  }
  return current;
}
