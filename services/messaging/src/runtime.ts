import type { RpcContext } from '@smartcrm/contracts';
import { AppError } from '@smartcrm/contracts';
import type { createSecretBox, Logger, UnitOfWork } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { MessagingConfig } from './config';
import type { MessagingDb } from './db/schema';
import type { ConnectOptions } from './mailboxes/mail-connection';

/** What the service's parts share. */
export interface MessagingRuntime {
  config: MessagingConfig;
  log: Logger;
  db: Kysely<MessagingDb>;
  uow: UnitOfWork<MessagingDb>;
  box: ReturnType<typeof createSecretBox>;
  connect: ConnectOptions;
}

/** The signed-in user a mailbox method acts for: mailboxes are their owner's alone. */
export function userOf(ctx: RpcContext) {
  if (!ctx.tenantId || !ctx.actor) throw new AppError('unauthenticated', 'Sign in to use your mailboxes');
  return { tenantId: ctx.tenantId, userId: ctx.actor.userId };
}
