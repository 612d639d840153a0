import {
  type ApiArea,
  AppError,
  type FeatureName,
  hasPermission,
  isFeatureEnabled,
  type Permission,
  type RpcContext,
  resolveTenantIdentifier,
  type SessionInfo,
  type Tenant,
  type VerifiedApiKey,
} from '@smartcrm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bearerOf, keyActor, requireScope } from '../../platform/api-key-auth';
import { createHostTenants, type HostTenants } from '../../platform/host-tenant';
import { createSessionCache } from '../../platform/session-cache';
import { createTenantCache } from '../../platform/tenant-cache';
import { sessionCookie } from '../../platform/session-cookie';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No session needed (sign-in, health, docs). Routes need a signed-in user unless set. */
    public?: boolean;
    /** 'none': the route works without a tenant (sign-up, health). Default: a tenant is required. */
    tenant?: 'required' | 'none';
    /** The permission of spec 000 §6 the route needs. */
    permission?: Permission;
    /** The product area the route belongs to: refused when the tenant's plan leaves it off. */
    feature?: FeatureName;
    /** Platform operators only (not a tenant's super admins; never inside a support session). */
    operator?: boolean;
    /** The API key area, only where permission and feature do not name it (api-scopes.ts). */
    apiArea?: ApiArea;
  }
  interface FastifyInstance {
    sessions: ReturnType<typeof createSessionCache>;
    tenants: ReturnType<typeof createTenantCache>;
    hostTenants: HostTenants;
  }
  interface FastifyRequest {
    tenant: Tenant | null;
    session: SessionInfo | null;
    /** Set when the request authenticated with `Authorization: Bearer <API key>` instead of a session. */
    apiKey: VerifiedApiKey | null;
    rpcContext(): RpcContext;
  }
}

/**
 * Tenant resolution, session and the permission map, enforced for every route from its
 * config: secure by default (tenant and session required) unless a route opts out.
 */
export default fp(
  async function access(app: FastifyInstance) {
    const tenants = createTenantCache(app.rpc, app.nc);
    const hostTenants = createHostTenants(tenants, app.config.BASE_DOMAIN);
    app.decorate('hostTenants', hostTenants);
    const sessions = createSessionCache(app.nc, app.config.SESSION_CACHE_MS);
    app.decorate('sessions', sessions);
    app.decorate('tenants', tenants);
    app.addHook('onClose', async () => {
      sessions.close();
      tenants.close();
    });

    app.decorateRequest('tenant', null);
    app.decorateRequest('session', null);
    app.decorateRequest('apiKey', null);
    app.decorateRequest('rpcContext', function (this: FastifyRequest): RpcContext {
      if (this.apiKey) return { tenantId: this.tenant?.id ?? null, actor: keyActor(this.apiKey), requestId: this.id };
      const user = this.session?.user;
      const support = this.session?.support;
      return {
        tenantId: this.tenant?.id ?? null,
        actor: user
          ? {
              userId: user.id,
              role: user.role,
              email: user.email,
              operator: user.isOperator && !support,
              ...(support ? { supportBy: { userId: support.operatorId, email: support.operatorEmail } } : {}),
            }
          : null,
        requestId: this.id,
      };
    });

    // Before validation: a role without the permission hears 403 whatever it sent, and learns nothing of the schema.
    app.addHook('preValidation', async (request, reply) => {
      const config = request.routeOptions.config;
      const url = request.routeOptions.url ?? '';
      // The web app's files and the public API docs; everything else under /api, /functions and /ws is guarded.
      const guarded = url.startsWith('/api') || url.startsWith('/ws') || url.startsWith('/functions/');
      if (!guarded || url.startsWith('/api/docs')) return;

      if (config.tenant !== 'none') {
        request.tenant = await hostTenants.tenantOf(request.hostname, request.rpcContext());
        if (!request.tenant) {
          const identifier = tenantNamedInRequest(request);
          if (!identifier) {
            throw new AppError(
              'bad_input',
              'No workspace given: use its subdomain, ?tenant= or the X-Tenant-ID header',
            );
          }
          request.tenant = await tenants.resolve(identifier, request.rpcContext());
        }
        if (request.tenant.status === 'suspended') {
          throw new AppError('forbidden', 'This workspace is suspended: its users cannot sign in. Contact support.', {
            reason: 'tenant_suspended',
          });
        }
      }

      const bearer = config.public ? null : bearerOf(request);
      const token = request.cookies[sessionCookie.name];
      if (bearer) {
        if (!request.tenant) throw new AppError('forbidden', 'API keys may not use this route; sign in as a person');
        request.apiKey = await app.rpc.call('identity.api_keys.verify', { secret: bearer }, request.rpcContext());
        requireScope(request.apiKey, config, request.method);
      } else if (token && request.tenant) {
        try {
          request.session = sessions.get(request.tenant.id, token) ?? null;
          if (!request.session) {
            request.session = await app.rpc.call('identity.sessions.resolve', { token }, request.rpcContext());
            sessions.set(request.tenant.id, token, request.session);
          }
        } catch (error) {
          if (!(error instanceof AppError) || error.code !== 'unauthenticated') throw error;
          sessionCookie.clear(reply);
        }
      }
      const role = request.apiKey?.role ?? request.session?.user.role;
      if (!config.public && !role) throw new AppError('unauthenticated', 'Please sign in');
      if (config.permission && !hasPermission(role!, config.permission)) {
        throw new AppError('forbidden', `Your role may not use this (needs ${config.permission})`);
      }
      if (config.operator && !(request.session?.user.isOperator && !request.session.support)) {
        throw new AppError('forbidden', 'Only platform operators may do this');
      }
      if (config.feature && request.tenant && !isFeatureEnabled(request.tenant.features, config.feature)) {
        throw new AppError(
          'forbidden',
          `Your plan (${request.tenant.plan}) does not include ${config.feature}: upgrade to use it`,
          {
            reason: 'feature_disabled',
            feature: config.feature,
            plan: request.tenant.plan,
          },
        );
      }
    });
  },
  { name: 'access', dependencies: ['rpc', 'same-origin', 'csrf'] },
);

/** The `tenant` query parameter, else the X-Tenant-ID header: for hosts that name no workspace. */
function tenantNamedInRequest(request: FastifyRequest): string | null {
  return resolveTenantIdentifier({ ...tenantSourcesOf(request), hostname: null });
}

function tenantSourcesOf(request: FastifyRequest) {
  // The raw URL: a route's query schema may already have replaced request.query without `tenant`.
  const query = new URLSearchParams(request.raw.url?.split('?')[1] ?? '').get('tenant');
  const header = request.headers['x-tenant-id'];
  return { hostname: request.hostname, query, stored: typeof header === 'string' ? header : null };
}
