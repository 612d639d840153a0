import { trialExpired, trialState } from '@smartcrm/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Still allowed once the workspace's free trial is over (choosing a plan ends it). */
    trialExempt?: boolean;
  }
}

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A workspace whose free trial is over is read-only until a plan is chosen: every signed-in
 * write of its data answers 402 `trial_expired`; reads still work. Signing in and out, one's own
 * password and sessions (/api/auth) and platform operators' work are not the workspace's data.
 * Registered after `access`, so the tenant and session are known.
 */
export default fp(
  async function trialGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      const tenant = request.tenant;
      if (!tenant?.trialEndsAt || !writes.has(request.method)) return;
      const config = request.routeOptions.config;
      const url = request.routeOptions.url ?? '';
      if (config.public || config.operator || config.trialExempt || url.startsWith('/api/auth/')) return;
      if (trialState(tenant.trialEndsAt).expired) throw trialExpired(tenant.trialEndsAt);
    });
  },
  { name: 'trial-guard', dependencies: ['access'] },
);
