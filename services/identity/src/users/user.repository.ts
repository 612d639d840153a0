import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { IdentityDb, UsersTable } from '../db/schema';

export type UserRow = Selectable<UsersTable>;
type Db = Kysely<IdentityDb>;

export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export const findUserById = (db: Db, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const insertUser = (db: Db, values: Insertable<UsersTable>) =>
  db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();

export const updateUser = (db: Db, id: string, values: Updateable<UsersTable>) =>
  db.updateTable('users').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** A successful sign-in also ends any count of failed ones. */
export const markSignedIn = (db: Db, userId: string) =>
  db
    .updateTable('users')
    .set({ last_sign_in_at: new Date(), failed_sign_ins: 0, locked_until: null })
    .where('id', '=', userId)
    .execute();

/**
 * Counts a failed sign-in in one statement (concurrent failures all count); the one that reaches
 * `maxFailures` locks the account for `lockMs` and starts the count again for after the lock.
 */
export const recordFailedSignIn = (db: Db, userId: string, maxFailures: number, lockMs: number) =>
  db
    .updateTable('users')
    .set({
      failed_sign_ins: sql`CASE WHEN failed_sign_ins + 1 >= ${maxFailures} THEN 0 ELSE failed_sign_ins + 1 END`,
      locked_until: sql`CASE WHEN failed_sign_ins + 1 >= ${maxFailures}
        THEN now() + make_interval(secs => ${lockMs / 1000}) ELSE locked_until END`,
    })
    .where('id', '=', userId)
    .returning(['locked_until'])
    .executeTakeFirstOrThrow();
