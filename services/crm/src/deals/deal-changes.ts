import {
  AppError,
  type Deal,
  dealOutcome,
  type RpcContext,
  type RpcParsedRequest,
  utcToday,
} from '@smartcrm/contracts';
import { type Emit, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { Kysely, Updateable } from 'kysely';
import type { CrmDb } from '../db/schema';
import type { DealsTable } from './deal.table';
import { findStageRows } from '../pipelines/pipeline.repository';
import { type DealRow, toDeal } from './deal.mapper';
import { dealNotFound, viewerOf } from './deal-access';
import { findDeal, updateDeal } from './deal.repository';
import { changedFields, toColumns } from './deal-columns';
import { checkLinks, checkStage } from './deal-links';
import { placeDeal, topOf } from './deal-placement';
import { recordStageChange } from './stage-change.repository';

type Patch = RpcParsedRequest<'crm.deals.update'>['patch'];
type Trx = Kysely<CrmDb>;

/** The deal as its editor saw it, locked; a newer version is a conflict carrying the current deal. */
async function lockCurrent(trx: Trx, id: string, version: number, ctx: RpcContext) {
  const current = await findDeal(trx, id, viewerOf(ctx), { lock: true });
  if (!current) throw dealNotFound();
  if (current.version !== version) {
    throw new AppError('conflict', 'Someone else changed this deal since you opened it', { current: toDeal(current) });
  }
  return current;
}

/**
 * Columns for entering another stage: the stage's outcome (status, probability, close date); with
 * the stage left and the one entered, read together once for the outcome and the timeline.
 */
async function enterStage(trx: Trx, current: DealRow, stageId: string, chosenProbability: number | undefined) {
  const rows = await findStageRows(trx, [stageId, current.stage_id]);
  const stage = checkStage(
    rows.find((row) => row.id === stageId),
    current.pipeline_id,
  );
  const from = rows.find((row) => row.id === current.stage_id) ?? null;
  const before = {
    status: current.status,
    probability: current.probability,
    actualCloseDate: current.actual_close_date,
  };
  const outcome = dealOutcome(
    before,
    { kind: stage.kind, defaultProbability: stage.default_probability },
    utcToday(),
    chosenProbability,
  );
  const columns = {
    stage_id: stage.id,
    status: outcome.status,
    probability: outcome.probability,
    actual_close_date: outcome.actualCloseDate,
  } satisfies Updateable<DealsTable>;
  return { stage, from, columns };
}
type Entered = Awaited<ReturnType<typeof enterStage>>;

/** Writes the change; a stage change goes on the timeline and publishes stage_changed too. */
async function save(
  trx: Trx,
  emit: Emit,
  ctx: RpcContext,
  current: DealRow,
  values: Updateable<DealsTable>,
  entered: Entered | null,
) {
  const tenantId = requireTenant(ctx);
  const changed = changedFields(current, values);
  const moved = values.position !== undefined && values.position !== current.position;
  if (changed.length === 0 && !moved) return current;
  const updated = await updateDeal(trx, current.id, values);
  if (entered && updated.stage_id !== current.stage_id) {
    const actorId = ctx.actor?.userId ?? null;
    await recordStageChange(trx, {
      tenantId,
      dealId: current.id,
      from: entered.from,
      to: entered.stage,
      status: updated.status,
      actorId,
    });
    emit({
      type: 'crm.deal.stage_changed',
      tenantId,
      data: {
        dealId: current.id,
        fromStageId: current.stage_id,
        toStageId: updated.stage_id,
        status: updated.status,
        version: updated.version,
      },
    });
  }
  const fields = changed.length ? changed : ['position'];
  emit({ type: 'crm.deal.updated', tenantId, data: { dealId: current.id, changed: fields, version: updated.version } });
  return updated;
}

/** A closed deal's probability is its stage's (100 or 0); its close date exists only while closed. */
function checkClosedFields(status: Deal['status'], patch: Patch) {
  const forced = status === 'won' ? 100 : status === 'lost' ? 0 : undefined;
  if (forced !== undefined && patch.probability !== undefined && patch.probability !== forced) {
    throw new AppError('bad_input', `A ${status} deal's probability is ${forced}; move it to an open stage first`, {
      field: 'probability',
    });
  }
  if (status === 'open' && patch.actualCloseDate) {
    throw new AppError('bad_input', 'An open deal has no actual close date', { field: 'actualCloseDate' });
  }
}

export function createDealChanges(uow: UnitOfWork<CrmDb>) {
  return {
    async update(id: string, patch: Patch, ctx: RpcContext): Promise<Deal> {
      const row = await uow.withTenant(requireTenant(ctx), async (trx, emit) => {
        const current = await lockCurrent(trx, id, patch.version, ctx);
        await checkLinks(trx, patch);
        const values = toColumns(patch);
        let entered: Entered | null = null;
        if (patch.stageId && patch.stageId !== current.stage_id) {
          entered = await enterStage(trx, current, patch.stageId, patch.probability);
          Object.assign(values, entered.columns, { position: await topOf(trx, entered.stage.id) });
          if (patch.actualCloseDate && entered.columns.status !== 'open')
            values.actual_close_date = patch.actualCloseDate;
        } else {
          checkClosedFields(current.status, patch);
        }
        return save(trx, emit, ctx, current, values, entered);
      });
      return toDeal(row);
    },

    async move(request: RpcParsedRequest<'crm.deals.move'>, ctx: RpcContext): Promise<Deal> {
      const row = await uow.withTenant(requireTenant(ctx), async (trx, emit) => {
        const current = await lockCurrent(trx, request.id, request.version, ctx);
        const values: Updateable<DealsTable> = {};
        const entered =
          request.stageId === current.stage_id
            ? null
            : await enterStage(trx, current, request.stageId, request.probability);
        if (entered) Object.assign(values, entered.columns);
        values.position = await placeDeal(trx, request.stageId, current.id, request);
        return save(trx, emit, ctx, current, values, entered);
      });
      return toDeal(row);
    },
  };
}

/**
 * A change another domain makes on the user's behalf inside its own transaction (the value of
 * the deal's line items, the stage an accepted quote moves it to): no version to match, the
 * same rules, timeline and events as an edit.
 */
export async function applyDealChange(
  trx: Trx,
  emit: Emit,
  ctx: RpcContext,
  id: string,
  change: { value?: number; stageId?: string | null },
): Promise<Deal> {
  const current = await findDeal(trx, id, viewerOf(ctx), { lock: true });
  if (!current) throw dealNotFound();
  const values: Updateable<DealsTable> = {};
  if (change.value !== undefined) values.value = change.value;
  let entered: Entered | null = null;
  if (change.stageId && change.stageId !== current.stage_id) {
    entered = await enterStage(trx, current, change.stageId, undefined);
    Object.assign(values, entered.columns, { position: await topOf(trx, entered.stage.id) });
  }
  return toDeal(await save(trx, emit, ctx, current, values, entered));
}
