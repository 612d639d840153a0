import websocket from '@fastify/websocket';
import type { Logger } from '@smartcrm/kit';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { NatsConnection } from 'nats';
import type { BffConfig } from './config';
import { answerClientError } from './platform/client-error';
import { redactUrl } from './platform/redact-url';
import access from './plugins/app/access';
import csrf from './plugins/app/csrf-token';
import errorHandler from './plugins/app/error-handler';
import { withFeature } from './plugins/app/feature-gate';
import rpc from './plugins/app/rpc';
import sameOrigin from './plugins/app/same-origin';
import trialGuard from './plugins/app/trial-guard';
import docs from './plugins/external/docs';
import security from './plugins/external/security';
import webApp from './plugins/external/web-app';
import adminRoutes from './routes/api/admin';
import adminActivityRoutes from './routes/api/admin/activity';
import adminUserRoutes from './routes/api/admin/users';
import aiRoutes from './routes/api/ai';
import aiBulkRunRoutes from './routes/api/ai/bulk-runs';
import openAiStatusRoutes from './routes/api/ai/openai-status';
import smartCallRoutes from './routes/functions';
import authRoutes from './routes/api/auth';
import accountRoutes from './routes/api/auth/account';
import recoveryRoutes from './routes/api/auth/recovery';
import companyRoutes from './routes/api/companies';
import activityRoutes from './routes/api/activities';
import contactRoutes from './routes/api/contacts';
import contactExportRoutes from './routes/api/contacts/export';
import dealRoutes from './routes/api/deals';
import duplicateRoutes from './routes/api/duplicates';
import analyticsRoutes from './routes/api/analytics';
import dashboardRoutes from './routes/api/dashboard';
import taskRoutes from './routes/api/tasks';
import aiGoalRoutes from './routes/api/ai-goals';
import aiToolRoutes from './routes/api/ai-tools';
import assistantRoutes from './routes/api/assistants';
import appointmentRoutes from './routes/api/appointments';
import searchRoutes from './routes/api/search';
import memberRoutes from './routes/api/members';
import settingsRoutes from './routes/api/settings';
import apiKeyRoutes from './routes/api/settings/api-keys';
import embedRoutes from './routes/api/embed';
import demoRoutes from './routes/api/demo';
import healthRoutes from './routes/api/health';
import importRoutes from './routes/api/imports';
import exportRoutes from './routes/api/exports';
import pipelineRoutes from './routes/api/pipelines';
import viewRoutes from './routes/api/views';
import tenantRoutes from './routes/api/tenant';
import brandingRoutes from './routes/api/tenant/branding';
import domainRoutes from './routes/api/tenant/domains';
import tlsRoutes from './routes/api/tls';
import userImportRoutes from './routes/api/user-imports';
import planRoutes from './routes/api/plans';
import publicRoutes from './routes/api/public';
import operatorInboxRoutes from './routes/api/public/operator-inbox';
import operatorPartnerRoutes from './routes/api/operator/partners';
import operatorTenantRoutes from './routes/api/operator/tenants';
import partnerRoutes from './routes/api/partners';
import supportRoutes from './routes/api/auth/support';
import callRoutes from './routes/api/calls';
import wsRoutes from './routes/ws';

export interface AppDeps {
  config: BffConfig;
  log: Logger;
  nc: NatsConnection;
  redis: Redis;
}

const requestIdPattern = /^[\w-]{8,64}$/;

export async function buildApp({ config, log, nc, redis }: AppDeps) {
  const app = Fastify({
    loggerInstance: log,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // One line per request (below) instead of Fastify's two.
    disableRequestLogging: true,
    trustProxy: config.TRUST_PROXY,
    clientErrorHandler: answerClientError,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : crypto.randomUUID();
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    const fields = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (reply.statusCode >= 500) request.log.error(fields, 'request failed');
    else request.log.info(fields, 'request');
  });
  app.setValidatorCompiler(validatorCompiler);
  // Replies were already validated against their contract by the RPC client (or are passed on as
  // the service's own bytes, see sendRpc); validating them a second time while serialising would
  // double the CPU of every large list. The response schemas still describe the API in the OpenAPI document.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  await app.register(errorHandler);
  await app.register(security, { redis, secure: config.COOKIE_SECURE });
  await app.register(sameOrigin);
  await app.register(csrf, { secure: config.COOKIE_SECURE });
  await app.register(docs);
  await app.register(websocket, { options: { maxPayload: 1_048_576 } });
  await app.register(rpc, {
    nc,
    timeoutMs: config.RPC_TIMEOUT_MS,
    replyCheckRate: config.RPC_REPLY_CHECK_RATE ?? (config.NODE_ENV === 'production' ? 0 : 1),
  });
  await app.register(access, { sessionCacheMs: config.SESSION_CACHE_MS, baseDomain: config.BASE_DOMAIN });
  await app.register(trialGuard);

  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(publicRoutes, {
    prefix: '/api/public',
    formsPerHour: config.PUBLIC_FORM_RATE_LIMIT,
    appUrl: config.APP_URL,
  });
  await app.register(operatorInboxRoutes, { prefix: '/api/operator' });
  await app.register(tenantRoutes, {
    prefix: '/api/tenant',
    embeddedApps: { businessIntel: config.BUSINESS_INTEL_URL ?? null, intel: config.INTEL_URL ?? null },
  });
  await app.register(brandingRoutes, { prefix: '/api/tenant' });
  await app.register(domainRoutes, { prefix: '/api/tenant', baseDomain: config.BASE_DOMAIN });
  await app.register(tlsRoutes, { prefix: '/api/tls' });
  await app.register(userImportRoutes, {
    prefix: '/api/user-imports',
    maxBytes: config.IMPORT_MAX_BYTES,
    appUrl: config.APP_URL,
  });
  await app.register(authRoutes, {
    prefix: '/api/auth',
    secureCookie: config.COOKIE_SECURE,
    signInPerMinute: config.SIGNIN_RATE_LIMIT,
    signUpPerHour: config.SIGNUP_RATE_LIMIT,
  });
  await app.register(recoveryRoutes, {
    prefix: '/api/auth',
    perMinute: config.SIGNIN_RATE_LIMIT,
    secureCookie: config.COOKIE_SECURE,
    appUrl: config.APP_URL,
  });
  await app.register(accountRoutes, { prefix: '/api/auth', perMinute: config.SIGNIN_RATE_LIMIT });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(adminUserRoutes, { prefix: '/api/admin/users', appUrl: config.APP_URL });
  await app.register(adminActivityRoutes, { prefix: '/api/admin' });
  await app.register(withFeature('contacts', contactRoutes), { prefix: '/api/contacts' });
  await app.register(duplicateRoutes, { prefix: '/api/contacts' });
  await app.register(activityRoutes);
  await app.register(withFeature('contacts', contactExportRoutes), { prefix: '/api/contacts' });
  await app.register(withFeature('contacts', importRoutes), {
    prefix: '/api/imports',
    maxBytes: config.IMPORT_MAX_BYTES,
    kind: 'contacts',
  });
  await app.register(importRoutes, { prefix: '/api/imports/deals', maxBytes: config.IMPORT_MAX_BYTES, kind: 'deals' });
  await app.register(withFeature('contacts', exportRoutes), { prefix: '/api/contacts/exports', kind: 'contacts' });
  await app.register(withFeature('pipeline', exportRoutes), { prefix: '/api/deals/exports', kind: 'deals' });
  await app.register(withFeature('contacts', companyRoutes), { prefix: '/api/companies' });
  await app.register(withFeature('pipeline', pipelineRoutes), { prefix: '/api/pipelines' });
  await app.register(withFeature('pipeline', dealRoutes), { prefix: '/api/deals' });
  await app.register(withFeature('analytics', analyticsRoutes), { prefix: '/api/analytics' });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard' });
  await app.register(withFeature('tasks', taskRoutes), { prefix: '/api/tasks' });
  await app.register(withFeature('ai-tools', aiToolRoutes), { prefix: '/api/ai-tools' });
  await app.register(assistantRoutes, { prefix: '/api/assistants' });
  await app.register(withFeature('ai-goals', aiGoalRoutes), { prefix: '/api/ai-goals' });
  await app.register(withFeature('appointments', appointmentRoutes), { prefix: '/api/appointments' });
  await app.register(settingsRoutes, { prefix: '/api/settings' });
  await app.register(apiKeyRoutes, { prefix: '/api/settings/api-keys' });
  await app.register(withFeature('analytics', embedRoutes), { prefix: '/api/embed' });
  await app.register(demoRoutes, { prefix: '/api/demo', workspace: config.DEMO_WORKSPACE });
  await app.register(memberRoutes, { prefix: '/api/members' });
  await app.register(searchRoutes, { prefix: '/api/search' });
  await app.register(viewRoutes, { prefix: '/api/views' });
  await app.register(planRoutes, { prefix: '/api/plans' });
  await app.register(operatorTenantRoutes, { prefix: '/api/operator/tenants', appUrl: config.APP_URL });
  await app.register(operatorPartnerRoutes, { prefix: '/api/operator/partners' });
  await app.register(withFeature('white-label', partnerRoutes), { prefix: '/api/partners', appUrl: config.APP_URL });
  await app.register(supportRoutes, {
    prefix: '/api/auth',
    secureCookie: config.COOKIE_SECURE,
    appUrl: config.APP_URL,
  });
  await app.register(callRoutes, { prefix: '/api' });
  await app.register(aiRoutes, { prefix: '/api/ai' });
  await app.register(aiBulkRunRoutes, { prefix: '/api/ai/bulk-runs' });
  await app.register(openAiStatusRoutes, { prefix: '/api/openai' });
  await app.register(smartCallRoutes, { prefix: '/functions/v1' });
  await app.register(wsRoutes);
  await app.register(webApp, { root: config.WEB_DIST, baseDomain: config.BASE_DOMAIN });
  return app;
}
