import { AppError, type RpcContext } from '@smartcrm/contracts';
import type { createSecretBox, Logger, UnitOfWork } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { CrmConfig } from '../config';
import type { CrmDb } from '../db/schema';
import { type CalDavOptions, calDav } from './caldav-client';
import type { CalendarConnectionRow } from './calendar-connection.repository';

/** What the calendar sync's parts share. */
export interface CalendarRuntime {
  config: CrmConfig;
  log: Logger;
  db: Kysely<CrmDb>;
  uow: UnitOfWork<CrmDb>;
  box: ReturnType<typeof createSecretBox>;
  caldav: CalDavOptions;
}

/** A kept calendar's account, its password opened for the moment a request needs it. */
export const calDavOf = (rt: CalendarRuntime, row: CalendarConnectionRow) =>
  calDav({ serverUrl: row.calendar_url, username: row.username, password: rt.box.open(row.secret_sealed) }, rt.caldav);

/** The signed-in user a calendar method acts for: a connected calendar is its owner's alone. */
export function userOf(ctx: RpcContext) {
  if (!ctx.tenantId || !ctx.actor) throw new AppError('unauthenticated', 'Sign in to use your calendar');
  return { tenantId: ctx.tenantId, userId: ctx.actor.userId };
}

/** What a failed exchange is recorded as on the connection (a user reads it on the settings screen). */
export const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
