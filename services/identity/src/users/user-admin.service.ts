import {
  type Actor,
  AppError,
  type InviteUserRequest,
  type ManagedUser,
  type Role,
  type UserListQuery,
  type UserPage,
} from '@smartcrm/contracts';
import type { Emit, PlanCache, RpcClient, UnitOfWork } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { recordAudit } from '../audit/audit.repository';
import { companyNameOf } from '../common/company-name';
import { decodeCursor, pageOf } from '@smartcrm/kit';
import type { IdentityDb } from '../db/schema';
import { mailInvitation, mailPasswordReset } from '../mail/account-mail';
import { endSessions } from '../sessions/session.service';
import { supersedeUserTokens } from '../tokens/user-token.repository';
import { assertSeatFree } from './seat-quota';
import { listUsers } from './user-list.repository';
import { toManagedUser } from './user.mapper';
import { findUserById, type UserRow, updateUser } from './user.repository';
import { addUser, emitUserUpdated } from './user.service';

type Db = Kysely<IdentityDb>;
interface Acting {
  tenantId: string;
  actor: Actor;
}

const label = (user: UserRow) => user.email;

/** How the invitation names who sent it. */
const inviterName = async (trx: Db, actor: Actor) => (await findUserById(trx, actor.userId))?.name || actor.email;

async function targetUser(trx: Db, actor: Actor, userId: string, change: string): Promise<UserRow> {
  if (userId === actor.userId) throw new AppError('forbidden', `You cannot ${change} yourself`);
  const user = await findUserById(trx, userId);
  // Row-level security hides other tenants' users, so their ids are as unknown as made-up ones.
  if (!user) throw new AppError('not_found', 'No such user in this workspace');
  return user;
}

/** User management (/admin/users): every change is audited and announced. */
export function createUserAdminService(uow: UnitOfWork<IdentityDb>, rpc: RpcClient, plans: PlanCache) {
  async function change(
    { tenantId, actor }: Acting,
    userId: string,
    verb: string,
    apply: (trx: Db, emit: Emit, user: UserRow) => Promise<UserRow>,
  ): Promise<ManagedUser> {
    return uow.withTenant(tenantId, async (trx, emit) => {
      const user = await targetUser(trx, actor, userId, verb);
      return toManagedUser(await apply(trx, emit, user));
    });
  }

  return {
    async list({ tenantId }: Acting, query: UserListQuery): Promise<UserPage> {
      const after = query.after ? (decodeCursor(query.after, ['text', 'uuid']) as [string, string]) : null;
      const rows = await uow.withTenant(tenantId, (trx) => listUsers(trx, { ...query, after }));
      const page = pageOf(rows, query.limit, (row) => [row.name, row.id]);
      return { users: page.items.map((row) => toManagedUser(row)), nextCursor: page.nextCursor };
    },

    async invite({ tenantId, actor }: Acting, input: z.output<typeof InviteUserRequest>): Promise<ManagedUser> {
      const mail = { companyName: await companyNameOf(rpc, tenantId), appUrl: input.appUrl };
      const { users } = (await plans.of(tenantId)).quotas;
      return uow.withTenant(tenantId, async (trx, emit) => {
        await assertSeatFree(trx, tenantId, users);
        const details = { email: input.email, name: input.name ?? '', role: input.role };
        const user = await addUser(trx, emit, tenantId, details, { invitedBy: actor.userId });
        await mailInvitation(trx, emit, user, await inviterName(trx, actor), mail);
        await recordAudit(trx, {
          tenantId,
          actor,
          action: 'user.invited',
          target: { id: user.id, label: label(user) },
          details: { role: user.role },
        });
        return toManagedUser(user);
      });
    },

    updateRole: (acting: Acting, userId: string, role: Role) =>
      change(acting, userId, 'change the role of', async (trx, emit, user) => {
        if (user.role === role) return user;
        const updated = await updateUser(trx, user.id, { role });
        emitUserUpdated(emit, updated);
        const details = { from: user.role, to: role };
        await recordAudit(trx, {
          ...acting,
          action: 'user.role_changed',
          target: { id: user.id, label: label(user) },
          details,
        });
        return updated;
      }),

    /** Signs the user out everywhere and voids their emailed links. */
    deactivate: (acting: Acting, userId: string) =>
      change(acting, userId, 'deactivate', async (trx, emit, user) => {
        if (user.status === 'deactivated') return user;
        const updated = await updateUser(trx, user.id, { status: 'deactivated' });
        await endSessions(trx, emit, acting.tenantId, { userId: user.id });
        await supersedeUserTokens(trx, user.id, 'invite');
        await supersedeUserTokens(trx, user.id, 'password_reset');
        emitUserUpdated(emit, updated);
        await recordAudit(trx, { ...acting, action: 'user.deactivated', target: { id: user.id, label: label(user) } });
        return updated;
      }),

    /** Back to active, or to invited when the user never set a password (invite them again). */
    reactivate: async (acting: Acting, userId: string) => {
      const { users } = (await plans.of(acting.tenantId)).quotas;
      return change(acting, userId, 'reactivate', async (trx, emit, user) => {
        if (user.status !== 'deactivated') return user;
        await assertSeatFree(trx, acting.tenantId, users, user.id);
        const updated = await updateUser(trx, user.id, { status: user.password_hash ? 'active' : 'invited' });
        emitUserUpdated(emit, updated);
        await recordAudit(trx, { ...acting, action: 'user.reactivated', target: { id: user.id, label: label(user) } });
        return updated;
      });
    },

    async sendPasswordReset(acting: Acting, userId: string, appUrl: string): Promise<void> {
      const mail = { companyName: await companyNameOf(rpc, acting.tenantId), appUrl };
      await change(acting, userId, 'send a reset link to', async (trx, emit, user) => {
        if (user.status === 'deactivated') {
          throw new AppError('conflict', 'This user is deactivated; reactivate them first');
        }
        const target = { id: user.id, label: label(user) };
        if (user.status === 'invited') {
          await mailInvitation(trx, emit, user, await inviterName(trx, acting.actor), mail);
          await recordAudit(trx, {
            ...acting,
            action: 'user.invited',
            target,
            details: { role: user.role, again: true },
          });
        } else {
          await mailPasswordReset(trx, emit, user, mail);
          await recordAudit(trx, { ...acting, action: 'user.password_reset_sent', target });
        }
        return user;
      });
    },
  };
}
export type UserAdminService = ReturnType<typeof createUserAdminService>;
