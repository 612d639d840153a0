import { AppError, type RpcContext } from '@smartcrm/contracts';
import type { Kysely } from 'kysely';
import { findContact } from '../contacts/contact.repository';
import type { CrmDb } from '../db/schema';
import { findDeal } from '../deals/deal.repository';
import { dealNotFound, viewerOf } from '../deals/deal-access';

type Trx = Kysely<CrmDb>;
const contactNotFound = () => new AppError('not_found', 'No such contact');

/**
 * The record a timeline hangs on, if the actor may see it (anything else reads as not found).
 * An entry on a deal also belongs to the deal's contact.
 */
export async function visibleParent(
  trx: Trx,
  parent: { contactId?: string | undefined; dealId?: string | undefined },
  ctx: RpcContext,
) {
  if (parent.dealId) {
    const deal = await findDeal(trx, parent.dealId, viewerOf(ctx));
    if (!deal) throw dealNotFound();
    return { contactId: deal.contact_id, dealId: deal.id };
  }
  if (!parent.contactId || !(await findContact(trx, parent.contactId, viewerOf(ctx)))) throw contactNotFound();
  return { contactId: parent.contactId, dealId: null };
}

/** Notes are changed only by whoever wrote them, and only while their record is visible to them. */
export async function checkAuthor(
  trx: Trx,
  activity: { kind: string; actor_id: string | null; contact_id: string | null; deal_id: string | null },
  ctx: RpcContext,
) {
  await visibleParent(
    trx,
    activity.deal_id ? { dealId: activity.deal_id } : { contactId: activity.contact_id ?? undefined },
    ctx,
  );
  if (activity.kind !== 'note') throw new AppError('bad_input', 'Only notes can be changed', { field: 'kind' });
  if (!ctx.actor || activity.actor_id !== ctx.actor.userId) {
    throw new AppError('forbidden', 'Only the author of a note can change it');
  }
}
