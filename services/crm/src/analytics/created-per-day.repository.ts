import { countPerDay } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';

/** Live contacts and deals of the transaction's tenant by the day they were created. */
export const createdPerDay = async (trx: Kysely<CrmDb>, days: number) => ({
  contactsCreated: await countPerDay(trx, 'contacts', days, { liveOnly: true }),
  dealsCreated: await countPerDay(trx, 'deals', days, { liveOnly: true }),
});
