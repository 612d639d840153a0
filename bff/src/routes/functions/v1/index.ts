import {
  BulkSummary,
  ContactCategory,
  ContactEnrichment,
  ContactQualification,
  ContactScore,
  SmartBulkBody,
  SmartCategorizeBody,
  SmartEnrichmentBody,
  SmartQualifyBody,
  SmartScoreBody,
  access,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['smart calls'];
/** Every smart call runs a model (or the built-in rules) on the plan's AI credits. */
const config = access.aiAnalysis;
const wait = (timeLimit: number) => ({ timeoutMs: timeLimit + 5000 });

/**
 * Spec 000 §7 smart calls. Errors carry `error` beside `code` and `message`, because the spec's
 * client reads the response's error field.
 */
const smartCallRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    try {
      const body = JSON.parse(payload) as { message?: string };
      return JSON.stringify({ error: body.message ?? `HTTP error ${reply.statusCode}`, ...body });
    } catch {
      return payload;
    }
  });

  app.post(
    '/smart-score',
    { config, schema: { tags, summary: 'Score a contact', body: SmartScoreBody, response: { 200: ContactScore } } },
    (request) => {
      const { contact: _ignored, clientInfo: _keys, ...body } = request.body;
      return app.rpc.call('ai.contacts.score', body, request.rpcContext(), wait(body.timeLimit));
    },
  );
  app.post(
    '/smart-enrichment',
    {
      config,
      schema: {
        tags,
        summary: 'Suggest enrichment of a contact',
        body: SmartEnrichmentBody,
        response: { 200: ContactEnrichment },
      },
    },
    (request) => {
      const { contact: _ignored, ...body } = request.body;
      return app.rpc.call('ai.contacts.enrich', body, request.rpcContext(), wait(body.timeLimit));
    },
  );
  app.post(
    '/smart-categorize',
    {
      config,
      schema: { tags, summary: 'Categorize a contact', body: SmartCategorizeBody, response: { 200: ContactCategory } },
    },
    (request) => {
      const { contact: _ignored, ...body } = request.body;
      return app.rpc.call(
        'ai.contacts.categorize',
        { ...body, level: 'basic' },
        request.rpcContext(),
        wait(body.timeLimit),
      );
    },
  );
  app.post(
    '/smart-qualify',
    {
      config,
      schema: {
        tags,
        summary: 'Qualify a contact (BANT)',
        body: SmartQualifyBody,
        response: { 200: ContactQualification },
      },
    },
    (request) => {
      const { contact: _ignored, ...body } = request.body;
      return app.rpc.call(
        'ai.contacts.qualify',
        { ...body, level: 'basic' },
        request.rpcContext(),
        wait(body.timeLimit),
      );
    },
  );
  app.post(
    '/smart-bulk',
    {
      config,
      schema: { tags, summary: 'Analyse many contacts at once', body: SmartBulkBody, response: { 200: BulkSummary } },
    },
    (request) => {
      const { contacts, ...body } = request.body;
      return app.rpc.call(
        'ai.bulk.start',
        { ...body, scope: { kind: 'selected', contactIds: contacts } },
        request.rpcContext(),
        { timeoutMs: body.timeLimit + 10_000 },
      );
    },
  );
};
export default smartCallRoutes;
