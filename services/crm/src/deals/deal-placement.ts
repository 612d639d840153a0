import { AppError } from '@smartcrm/contracts';
import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';
import { edgePosition, neighbourPosition, positionIn, renumberStage } from './deal-placement.repository';
import { positionBetween } from './deal-position';

interface Neighbours {
  afterId?: string | undefined;
  beforeId?: string | undefined;
}

/**
 * Where a card dropped into a stage goes: between the cards named (a missing one is looked up,
 * so a client that knows only one neighbour still lands right), or at the bottom.
 */
export async function placeDeal(db: Kysely<CrmDb>, stageId: string, dealId: string, { afterId, beforeId }: Neighbours) {
  const positionOf = async (id: string, field: string) => {
    const position = id === dealId ? undefined : await positionIn(db, stageId, id);
    if (position === undefined)
      throw new AppError('bad_input', `${field} is not another deal of that stage`, { field });
    return position;
  };
  const resolve = async () => {
    const above = afterId ? await positionOf(afterId, 'afterId') : null;
    const below = beforeId ? await positionOf(beforeId, 'beforeId') : null;
    if (above !== null && below !== null) return positionBetween(above, below);
    if (above !== null) return positionBetween(above, await neighbourPosition(db, stageId, above, '>', dealId));
    if (below !== null) return positionBetween(await neighbourPosition(db, stageId, below, '<', dealId), below);
    return positionBetween(await edgePosition(db, stageId, 'bottom'), null);
  };
  const position = (await resolve()) ?? (await renumberStage(db, stageId).then(resolve));
  if (position === null) throw new AppError('bad_input', 'afterId must be above beforeId', { field: 'beforeId' });
  return position;
}

/** A new card goes on top of its stage, where the person who made it will look. */
export const topOf = async (db: Kysely<CrmDb>, stageId: string) =>
  positionBetween(null, await edgePosition(db, stageId, 'top'))!;
