import { Ack, access, Mailbox, MailboxDraft, MailboxUpdate, mailboxSignInWaitMs } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const params = z.object({ id: z.uuid() });
const config = access.email;
const tags = ['email'];
// Connecting and testing sign in to two mail servers: longer than an ordinary call.
const signIn = { timeoutMs: mailboxSignInWaitMs };

/** The signed-in user's connected mailboxes (IMAP + SMTP); the messaging service owns them. */
const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: { tags, summary: 'Your connected mailboxes', response: { 200: z.object({ items: z.array(Mailbox) }) } },
    },
    (request) => app.rpc.call('messaging.mailboxes.list', {}, request.rpcContext()),
  );
  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Connect a mailbox: signs in to IMAP and SMTP first',
        body: MailboxDraft,
        response: { 201: Mailbox },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.rpc.call('messaging.mailboxes.connect', request.body, request.rpcContext(), signIn)),
  );
  app.post(
    '/:id/test',
    { config, schema: { tags, summary: 'Sign in again with the kept password', params, response: { 200: Mailbox } } },
    (request) => app.rpc.call('messaging.mailboxes.test', request.params, request.rpcContext(), signIn),
  );
  app.post('/:id/sync', { config, schema: { tags, summary: 'Sync now', params, response: { 200: Ack } } }, (request) =>
    app.rpc.call('messaging.mailboxes.sync', request.params, request.rpcContext()),
  );
  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change what the mailbox shares (its owner only)',
        params,
        body: MailboxUpdate,
        response: { 200: Mailbox },
      },
    },
    (request) =>
      app.rpc.call('messaging.mailboxes.update', { ...request.params, ...request.body }, request.rpcContext()),
  );
  app.delete(
    '/:id',
    { config, schema: { tags, summary: 'Disconnect the mailbox', params, response: { 200: Ack } } },
    (request) => app.rpc.call('messaging.mailboxes.disconnect', request.params, request.rpcContext()),
  );
};
export default mailboxRoutes;
