import type { Insertable, Kysely, Selectable } from 'kysely';
import type { IdentityDb, UsersTable } from '../db/schema';

export type UserRow = Selectable<UsersTable>;
type Db = Kysely<IdentityDb>;

export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export const insertUser = (db: Db, values: Insertable<UsersTable>) =>
  db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();

export const markSignedIn = (db: Db, userId: string) =>
  db.updateTable('users').set({ last_sign_in_at: new Date() }).where('id', '=', userId).execute();
