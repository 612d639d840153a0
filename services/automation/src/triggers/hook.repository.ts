import type { Kysely } from 'kysely';
import type { AutomationDb } from '../db/schema';

/** The active workflow a webhook token opens, with its published definition. */
export const hookRepository = {
  activeByToken: (db: Kysely<AutomationDb>, token: string) =>
    db
      .selectFrom('workflows as w')
      .innerJoin('workflow_versions as v', (join) =>
        join
          .onRef('v.tenant_id', '=', 'w.tenant_id')
          .onRef('v.workflow_id', '=', 'w.id')
          .onRef('v.version', '=', 'w.published_version'),
      )
      .select(['w.id', 'v.version', 'v.definition'])
      .where('w.hook_token', '=', token)
      .where('w.status', '=', 'active')
      .where('w.trigger_key', '=', 'inbound_webhook:contact')
      .executeTakeFirst(),
};
