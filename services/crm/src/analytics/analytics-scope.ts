import type { DealSummary } from '@smartcrm/contracts';
import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';
import type { Viewer } from '../visibility/visibility.repository';

/** Runs one piece of work on a pooled connection of its own, so that independent reads run side by side. */
export type Read = <T>(work: (db: Kysely<CrmDb>) => Promise<T>) => Promise<T>;

/**
 * What an analytics computation reads with: `read` for each of its reads (they run at once: on a
 * large tenant each one scans the deals), and `summary`, the viewer's deal summary, which every
 * screen shows and which is computed once for all of them.
 */
export interface Scope {
  read: Read;
  tenantId: string;
  viewer: Viewer | null;
  summary: () => Promise<DealSummary>;
}
