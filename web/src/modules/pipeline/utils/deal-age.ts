/** Spec 001 §4 deal age badge: the rule lives with the other analytics classifications. */
export { type AgeTone as DealAgeTone, dealAgeTone, wholeDaysSince as dealAgeDays } from '@smartcrm/contracts';
