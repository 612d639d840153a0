import type { ManagedUser, User } from '@smartcrm/contracts';
import type { UserRow } from './user.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const toUser = (
  row: Pick<UserRow, 'id' | 'tenant_id' | 'email' | 'name' | 'role' | 'created_at' | 'is_operator'>,
): User => ({
  id: row.id,
  tenantId: row.tenant_id,
  email: row.email,
  name: row.name,
  role: row.role,
  createdAt: row.created_at.toISOString(),
  isOperator: row.is_operator,
});

export const toManagedUser = (row: UserRow, now = new Date()): ManagedUser => ({
  ...toUser(row),
  status: row.status,
  lastSignInAt: iso(row.last_sign_in_at),
  invitedAt: iso(row.invited_at),
  lockedUntil: row.locked_until && row.locked_until > now ? row.locked_until.toISOString() : null,
});
