import { AppError, type RpcContext, type RpcParsedRequest, type WebhookEndpointInput } from '@smartcrm/contracts';
import {
  type createSecretBox,
  type EndpointGuard,
  newSigningSecret,
  requireTenant,
  type UnitOfWork,
} from '@smartcrm/kit';
import type { IntegrationsDb } from '../db/schema';
import { webhookDeliveryRepository as deliveries } from './webhook-delivery.repository';
import { webhookEndpointRepository as endpoints } from './webhook-endpoint.repository';
import { toDelivery, toEndpoint } from './webhook.mapper';

interface Deps {
  uow: UnitOfWork<IntegrationsDb>;
  guard: EndpointGuard;
  box: ReturnType<typeof createSecretBox>;
  /** Tells the delivery worker there is work now instead of at its next look. */
  wake: () => void;
}

const notFound = () => new AppError('not_found', 'No such webhook endpoint');

/** A workspace's endpoints: saved only for public targets, each with its own signing secret. */
export function createWebhookService({ uow, guard, box, wake }: Deps) {
  const withSecret = (row: Parameters<typeof toEndpoint>[0], secret: string) => ({ ...toEndpoint(row), secret });

  return {
    async list(ctx: RpcContext) {
      const rows = await uow.read(requireTenant(ctx), (db) => endpoints.list(db));
      return { items: rows.map(toEndpoint) };
    },

    async create(input: WebhookEndpointInput, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      await guard.check(input.url);
      const secret = newSigningSecret();
      const row = await uow.withTenant(tenantId, (trx) =>
        endpoints.insert(trx, {
          tenant_id: tenantId,
          id: crypto.randomUUID(),
          url: input.url,
          description: input.description,
          events: input.events,
          secret_sealed: box.seal(secret),
          disabled_reason: null,
          created_by: ctx.actor?.userId ?? null,
        }),
      );
      return withSecret(row, secret);
    },

    async update({ id, ...patch }: RpcParsedRequest<'integrations.webhooks.update'>, ctx: RpcContext) {
      if (patch.url) await guard.check(patch.url);
      const row = await uow.withTenant(requireTenant(ctx), (trx) =>
        endpoints.update(trx, id, {
          ...patch,
          // Turned on again by a person: its failures are forgiven.
          ...(patch.enabled ? { disabled_reason: null, consecutive_failures: 0 } : {}),
        }),
      );
      if (!row) throw notFound();
      if (patch.enabled) wake();
      return toEndpoint(row);
    },

    async remove(id: string, ctx: RpcContext) {
      const gone = await uow.withTenant(requireTenant(ctx), (trx) => endpoints.delete(trx, id));
      if (!gone) throw notFound();
      return { ok: true as const };
    },

    async rotateSecret(id: string, ctx: RpcContext) {
      const secret = newSigningSecret();
      const row = await uow.withTenant(requireTenant(ctx), (trx) =>
        endpoints.update(trx, id, { secret_sealed: box.seal(secret) }),
      );
      if (!row) throw notFound();
      return withSecret(row, secret);
    },

    async deliveries(query: RpcParsedRequest<'integrations.deliveries.list'>, ctx: RpcContext) {
      const rows = await uow.read(requireTenant(ctx), async (db) =>
        (await endpoints.find(db, query.endpointId))
          ? deliveries.listWithAttempts(db, query.endpointId, query.status, query.limit)
          : undefined,
      );
      if (!rows) throw notFound();
      return { items: rows.map(toDelivery) };
    },

    async redeliver(id: string, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      const row = await uow.withTenant(tenantId, async (trx) => {
        const due = await deliveries.dueNow(trx, id);
        return due && deliveries.findWithAttempts(trx, id);
      });
      if (!row) throw new AppError('not_found', 'No such delivery, or it is being sent right now');
      wake();
      return toDelivery(row);
    },
  };
}
export type WebhookService = ReturnType<typeof createWebhookService>;
