import type { FeatureName } from '@smartcrm/contracts';
import type { FastifyPluginAsync } from 'fastify';

/**
 * Routes of one product area: each gets `config.feature`, so the access check refuses them
 * when the tenant's plan leaves the area off (a route may name another feature itself).
 */
export function withFeature<O extends object>(feature: FeatureName, routes: FastifyPluginAsync<O>) {
  const gated: FastifyPluginAsync<O & { prefix?: string }> = async (app, { prefix: _prefix, ...opts }) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, feature: route.config?.feature ?? feature };
    });
    await app.register(routes, opts as O);
  };
  return gated;
}
