import type { ManagedUser } from '@smartcrm/contracts';
import { useSession } from '../../auth/hooks/useSession';
import { displayName, roleLabels } from '../utils/user-labels';
import { UserActionsMenu } from './UserActionsMenu';
import { UserStateBadge } from './UserStateBadge';

const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const formatDate = (iso: string | null) => (iso ? date.format(new Date(iso)) : '—');

export function UsersTable({ users }: { users: ManagedUser[] }) {
  const { user: me } = useSession();
  return (
    <table className="table users-table">
      <caption className="visually-hidden">Users</caption>
      <thead>
        <tr>
          <th scope="col">User</th>
          <th scope="col">Role</th>
          <th scope="col">Status</th>
          <th scope="col">Last sign-in</th>
          <th scope="col">Added</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id}>
            <th scope="row">
              <span className="users-table__name">{displayName(user)}</span>
              {user.name.trim() && <span className="users-table__email">{user.email}</span>}
            </th>
            <td>{roleLabels[user.role]}</td>
            <td>
              <UserStateBadge user={user} />
            </td>
            <td>{formatDate(user.lastSignInAt)}</td>
            <td>{formatDate(user.invitedAt ?? user.createdAt)}</td>
            <td className="users-table__actions">
              {user.id === me?.id ? <span className="badge">You</span> : <UserActionsMenu user={user} />}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
