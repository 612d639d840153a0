import type { FeatureName } from '@smartcrm/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Marks every route of one product area with `config.feature`, so the access check refuses them
 * when the tenant's plan leaves the area off (a route may name another feature itself). Called
 * from a route folder's `autohooks.ts`, it covers that folder and the folders inside it.
 */
export function gateFeature(app: FastifyInstance, feature: FeatureName) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, feature: route.config?.feature ?? feature };
  });
}
