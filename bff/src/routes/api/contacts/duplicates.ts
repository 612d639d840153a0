import {
  ContactDuplicates,
  DuplicateGroupPage,
  DuplicateListQuery,
  MergeRequest,
  MergeResult,
  UnmergeResult,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const config = { permission: 'contacts' } as const;
const tags = ['contacts'];

/** Possible duplicates of contacts, merging two and undoing a merge. */
const duplicateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/duplicates',
    {
      config,
      schema: {
        tags,
        summary: 'Groups of contacts sharing an email, phone or company domain',
        querystring: DuplicateListQuery,
        response: { 200: DuplicateGroupPage },
      },
    },
    (request) => app.rpc.call('crm.duplicates.list', request.query, request.rpcContext()),
  );
  app.get(
    '/:id/duplicates',
    {
      config,
      schema: {
        tags,
        summary: 'Possible duplicates of one contact',
        params: z.object({ id: z.uuid() }),
        response: { 200: ContactDuplicates },
      },
    },
    (request) => app.rpc.call('crm.duplicates.for_contact', request.params, request.rpcContext()),
  );
  app.post(
    '/merge',
    {
      config,
      schema: {
        tags,
        summary: 'Merge one contact into another (undoable)',
        body: MergeRequest,
        response: { 200: MergeResult },
      },
    },
    (request) => app.rpc.call('crm.contacts.merge', request.body, request.rpcContext()),
  );
  app.post(
    '/merges/:mergeId/undo',
    {
      config,
      schema: {
        tags,
        summary: 'Undo a merge',
        params: z.object({ mergeId: z.uuid() }),
        response: { 200: UnmergeResult },
      },
    },
    (request) => app.rpc.call('crm.contacts.unmerge', request.params, request.rpcContext()),
  );
};
export default duplicateRoutes;
