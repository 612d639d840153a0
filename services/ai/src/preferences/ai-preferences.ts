import { type AiPreferences, AiPreferences as AiPreferencesSchema, type AiPreferencesPatch } from '@smartcrm/contracts';
import type { UnitOfWork } from '@smartcrm/kit';
import type { AiDb } from '../db/schema';
import { createTenantCache } from '../tenant-cache';

const defaults = AiPreferencesSchema.parse({});
const ttlMs = 30_000;

/**
 * A workspace's AI preferences, read on every event and call that depends on them: cached per
 * instance, dropped on every instance by ai.settings.changed (and after 30 s in any case).
 */
export function createAiPreferences(uow: UnitOfWork<AiDb>) {
  const cache = createTenantCache(ttlMs, load);

  async function load(tenantId: string): Promise<AiPreferences> {
    const row = await uow.read(tenantId, (db) =>
      db.selectFrom('ai_preferences').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst(),
    );
    if (!row) return defaults;
    return {
      autoScoring: row.auto_scoring,
      autoInsights: row.auto_insights,
      preferredProvider: row.preferred_provider,
      insightTypes: row.insight_types,
    };
  }

  return {
    get: cache.get,
    async update(tenantId: string, patch: AiPreferencesPatch, userId: string | null) {
      const next = { ...(await load(tenantId)), ...patch };
      const values = {
        auto_scoring: next.autoScoring,
        auto_insights: next.autoInsights,
        preferred_provider: next.preferredProvider,
        insight_types: next.insightTypes,
        updated_by: userId,
        updated_at: new Date(),
      };
      await uow.withTenant(tenantId, async (trx, emit) => {
        await trx
          .insertInto('ai_preferences')
          .values({ tenant_id: tenantId, ...values })
          .onConflict((oc) => oc.column('tenant_id').doUpdateSet(values))
          .execute();
        emit({ type: 'ai.settings.changed', tenantId, data: { part: 'preferences' } });
      });
      cache.forget(tenantId);
      return next;
    },
    forget: cache.forget,
  };
}
export type AiPreferencesStore = ReturnType<typeof createAiPreferences>;
