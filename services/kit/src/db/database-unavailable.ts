import { AppError } from '@smartcrm/contracts';

// Node's socket errors, and Postgres's connection exceptions (class 08), shutdowns (57P0x) and
// "too many connections" (53300): the database is away, the request itself was fine.
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
const postgresCodes = new Set(['57P01', '57P02', '57P03', '53300']);
const lostConnection = /Connection terminated|connection timeout|Client has encountered a connection error/i;

/** Whether an error means Postgres cannot be reached or is restarting, not that the request was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (socketCodes.has(code) || postgresCodes.has(code) || code.startsWith('08'))) {
    return true;
  }
  return lostConnection.test(error.message);
}

/** What a caller is told while the database is away: try again, rather than an internal error. */
export const databaseUnavailable = () =>
  new AppError('unavailable', 'The database is unavailable right now; try again in a moment');

// Postgres cancelled a statement for the statement timeout or a lock wait (57014, 55P03), or the
// pool gave up waiting for a free connection: the database is too slow, the request itself was fine.
const slowCodes = new Set(['57014', '55P03']);
const poolWaitTimedOut = /timeout exceeded when trying to connect/i;

/** Whether an error means Postgres did not answer in time (a statement's transaction is rolled back). */
export function isDatabaseTooSlow(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (typeof code === 'string' && slowCodes.has(code)) || poolWaitTimedOut.test(error.message);
}

export const databaseTooSlow = () =>
  new AppError('unavailable', 'The database is too busy to answer in time; try again in a moment');

/** Whether Postgres could not store a write for want of disk space (53100): the statement's transaction is rolled back. */
export function isDatabaseFull(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === '53100';
}

export const databaseFull = () =>
  new AppError('unavailable', 'The database has no room left to store this; nothing was saved. Try again later');
