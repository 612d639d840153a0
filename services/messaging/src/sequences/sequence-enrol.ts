import type { Actor, Contact, EnrolRequest, RpcContext } from '@smartcrm/contracts';
import type { z } from 'zod';
import type { RpcClient } from '@smartcrm/kit';
import type { MessagingRuntime } from '../runtime';
import { findSequence, insertEnrolments } from './sequence.repository';

export interface EnrolJob {
  tenantId: string;
  actor: Actor;
  sequenceId: string;
  runId: string;
  contacts: z.output<typeof EnrolRequest>;
}

const pageSize = 200;
const parallelGets = 10;

/**
 * Enrols contacts a page at a time (never the whole list in memory): a selection is read from crm
 * ten at a time, a filter page by page as the enrolling user sees it (their record visibility).
 * Each contact's address and merge values are kept with the enrolment. Enrolling again, or a
 * redelivered job, skips contacts already enrolled.
 */
export function createEnroller(rt: MessagingRuntime, rpc: RpcClient) {
  return async function enrol(job: EnrolJob) {
    const ctx: RpcContext = { tenantId: job.tenantId, actor: job.actor, requestId: job.runId };
    const sequence = await rt.uow.read(job.tenantId, (db) => findSequence(db, job.sequenceId));
    const first = sequence?.steps[0];
    if (!sequence || !first) return;
    const firstAt = () => new Date(Date.now() + first.delayHours * 3_600_000);
    const take = (contacts: Contact[]) =>
      rt.uow.withTenant(job.tenantId, (trx) =>
        insertEnrolments(
          trx,
          contacts
            .filter((c) => c.email)
            .map((c) => ({
              tenant_id: job.tenantId,
              sequence_id: sequence.id,
              contact_id: c.id,
              address: c.email.toLowerCase(),
              merge: JSON.stringify({
                'contact.firstName': c.firstName,
                'contact.lastName': c.lastName,
                'contact.name': c.name,
                'contact.company': c.company,
                'contact.email': c.email,
              }),
              next_at: firstAt(),
            })),
        ),
      );

    if ('contactIds' in job.contacts) {
      const ids = job.contacts.contactIds;
      for (let i = 0; i < ids.length; i += parallelGets) {
        const found = await Promise.all(
          ids.slice(i, i + parallelGets).map((id) => rpc.call('crm.contacts.get', { id }, ctx).catch(() => null)),
        );
        await take(found.filter((c): c is Contact => c !== null));
      }
      return;
    }
    let cursor: string | undefined;
    do {
      const page = await rpc.call(
        'crm.contacts.list',
        { ...job.contacts.filter, limit: pageSize, ...(cursor ? { cursor } : {}) },
        ctx,
      );
      await take(page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  };
}
