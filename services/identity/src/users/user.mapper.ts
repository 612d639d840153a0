import type { User } from '@smartcrm/contracts';
import type { UserRow } from './user.repository';

export const toUser = (row: Pick<UserRow, 'id' | 'tenant_id' | 'email' | 'name' | 'role' | 'created_at'>): User => ({
  id: row.id,
  tenantId: row.tenant_id,
  email: row.email,
  name: row.name,
  role: row.role,
  createdAt: row.created_at.toISOString(),
});
