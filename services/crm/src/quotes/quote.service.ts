import {
  AppError,
  type PricedDocumentInput,
  priceLines,
  type Quote,
  type RpcContext,
  type RpcParsedRequest,
  utcToday,
} from '@smartcrm/contracts';
import { type Emit, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { newPublicToken } from '../links/public-token';
import type { CrmDb } from '../db/schema';
import { dealNotFound, viewerOf } from '../deals/deal-access';
import { applyDealChange } from '../deals/deal-changes';
import { findDeal } from '../deals/deal.repository';
import { readDealLines } from '../deal-lines/deal-lines.service';
import { findStageRow } from '../pipelines/pipeline.repository';
import { takeNumber } from '../products/counters';
import { checkProducts } from '../products/product-check';
import { type QuoteRow, toPublicQuote, toQuote } from './quote.mapper';
import { findQuote, quotesOf } from './quote.repository';

type Db = Kysely<CrmDb>;
type Document = z.infer<typeof PricedDocumentInput>;

const quoteNotFound = () => new AppError('not_found', 'No such quote');

/** The priced columns of a document, refused when it has no line or names another workspace's product. */
async function pricedColumns(db: Db, document: Document) {
  if (document.lines.length === 0) {
    throw new AppError('bad_input', 'A quote needs at least one line', { field: 'document.lines' });
  }
  await checkProducts(db, document.lines);
  const { lines, totals } = priceLines(document.lines, document.taxMode);
  return { currency: document.currency, tax_mode: document.taxMode, lines: JSON.stringify(lines), ...totals };
}

async function checkAcceptStage(db: Db, stageId: string | null | undefined, pipelineId: string) {
  if (!stageId) return;
  const stage = await findStageRow(db, stageId);
  if (stage?.pipeline_id !== pipelineId) {
    throw new AppError('bad_input', "No such stage in the deal's pipeline", { field: 'acceptStageId' });
  }
}

const readBack = async (db: Db, id: string) => toQuote((await findQuote(db, { id }, null)) as QuoteRow);

/** Refuses a quote that cannot be accepted or revised any more, saying why. */
function checkOpen(row: QuoteRow, action: 'accept' | 'revise') {
  if (row.status === 'superseded') throw new AppError('conflict', 'This quote was replaced by a newer version');
  if (row.status === 'accepted') throw new AppError('conflict', 'This quote has already been accepted');
  if (action === 'accept' && row.expires_on < utcToday()) {
    throw new AppError('conflict', `This quote expired on ${row.expires_on}`);
  }
}

async function accept(trx: Db, emit: Emit, ctx: RpcContext, request: RpcParsedRequest<'crm.quotes.accept'>) {
  const tenantId = requireTenant(ctx);
  const row = await findQuote(trx, { token: request.token }, null, true);
  if (!row) throw quoteNotFound();
  checkOpen(row, 'accept');
  await trx
    .updateTable('quotes')
    .set({
      status: 'accepted',
      accepted_name: request.acceptance.name,
      accepted_at: new Date(),
      accepted_ip: request.ip,
    })
    .where('id', '=', row.id)
    .execute();
  // The customer has no user: the deal moves as the workspace's, whoever owns it.
  await applyDealChange(trx, emit, { ...ctx, actor: null }, row.deal_id, { stageId: row.accept_stage_id });
  emit({
    type: 'crm.quote.accepted',
    tenantId,
    data: {
      quoteId: row.id,
      dealId: row.deal_id,
      version: row.version,
      total: row.total,
      currency: row.currency,
      acceptedBy: request.acceptance.name,
    },
  });
  return toPublicQuote((await findQuote(trx, { id: row.id }, null)) as QuoteRow);
}

export function createQuoteService(uow: UnitOfWork<CrmDb>) {
  return {
    async list(query: RpcParsedRequest<'crm.quotes.list'>, ctx: RpcContext) {
      const rows = await uow.read(requireTenant(ctx), (db) => {
        const all = quotesOf(db, viewerOf(ctx)).orderBy('q.created_at', 'desc').orderBy('q.id').limit(500);
        return (query.dealId ? all.where('q.deal_id', '=', query.dealId) : all).execute();
      });
      return { items: (rows as QuoteRow[]).map(toQuote) };
    },

    async get(id: string, ctx: RpcContext): Promise<Quote> {
      const row = await uow.read(requireTenant(ctx), (db) => findQuote(db, { id }, viewerOf(ctx)));
      if (!row) throw quoteNotFound();
      return toQuote(row);
    },

    async create(input: RpcParsedRequest<'crm.quotes.create'>, ctx: RpcContext): Promise<Quote> {
      const tenantId = requireTenant(ctx);
      return uow.withTenant(tenantId, async (trx) => {
        const deal = await findDeal(trx, input.dealId, viewerOf(ctx));
        if (!deal) throw dealNotFound();
        await checkAcceptStage(trx, input.acceptStageId, deal.pipeline_id);
        const document = input.document ?? (await readDealLines(trx, deal.id, ctx));
        const priced = await pricedColumns(trx, document);
        const { taken } = await takeNumber(trx, tenantId, 'quote');
        const { id } = await trx
          .insertInto('quotes')
          .values({
            tenant_id: tenantId,
            deal_id: deal.id,
            number: `Q-${String(taken).padStart(4, '0')}`,
            version: 1,
            title: input.title,
            terms: input.terms,
            expires_on: input.expiresOn,
            accept_stage_id: input.acceptStageId,
            public_token: newPublicToken(),
            created_by: ctx.actor?.userId ?? null,
            ...priced,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return readBack(trx, id);
      });
    },

    /** A new version with a new link; the version it replaces is superseded and its link refused. */
    async revise({ id, revision }: RpcParsedRequest<'crm.quotes.revise'>, ctx: RpcContext): Promise<Quote> {
      const tenantId = requireTenant(ctx);
      return uow.withTenant(tenantId, async (trx) => {
        const current = await findQuote(trx, { id }, viewerOf(ctx), true);
        if (!current) throw quoteNotFound();
        checkOpen(current, 'revise');
        const deal = await findDeal(trx, current.deal_id, viewerOf(ctx));
        if (!deal) throw dealNotFound();
        await checkAcceptStage(trx, revision.acceptStageId, deal.pipeline_id);
        const priced = revision.document
          ? await pricedColumns(trx, revision.document)
          : {
              currency: current.currency,
              tax_mode: current.tax_mode,
              lines: JSON.stringify(current.lines),
              net: current.net,
              tax: current.tax,
              total: current.total,
            };
        await trx.updateTable('quotes').set({ status: 'superseded' }).where('id', '=', id).execute();
        const next = await trx
          .insertInto('quotes')
          .values({
            tenant_id: tenantId,
            deal_id: current.deal_id,
            number: current.number,
            version: current.version + 1,
            title: revision.title ?? current.title,
            terms: revision.terms ?? current.terms,
            expires_on: revision.expiresOn ?? current.expires_on,
            accept_stage_id: revision.acceptStageId === undefined ? current.accept_stage_id : revision.acceptStageId,
            public_token: newPublicToken(),
            created_by: ctx.actor?.userId ?? null,
            ...priced,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return readBack(trx, next.id);
      });
    },

    async publicGet(token: string, ctx: RpcContext) {
      const row = await uow.read(requireTenant(ctx), (db) => findQuote(db, { token }, null));
      if (!row) throw quoteNotFound();
      return toPublicQuote(row);
    },

    accept: (request: RpcParsedRequest<'crm.quotes.accept'>, ctx: RpcContext) =>
      uow.withTenant(requireTenant(ctx), (trx, emit) => accept(trx, emit, ctx, request)),
  };
}
export type QuoteService = ReturnType<typeof createQuoteService>;
