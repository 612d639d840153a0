import { roles, userStatuses } from '@smartcrm/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Search, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { SelectField } from '../../../ui/SelectField';
import { PageSpinner } from '../../../ui/Spinner';
import { AdminLinks } from '../../admin/components/AdminLinks';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { type UserFilters, usersQuery } from '../queries';
import { roleLabels, statusLabels } from '../utils/user-labels';
import { InviteUserDialog } from './InviteUserDialog';
import { UsersTable } from './UsersTable';
import '../users.css';

const roleOptions = [{ value: '', label: 'All roles' }, ...roles.map((r) => ({ value: r, label: roleLabels[r] }))];
const statusOptions = [
  { value: '', label: 'Any status' },
  ...userStatuses.map((s) => ({ value: s, label: statusLabels[s] })),
];

/** User management (spec 001 §2.11): search, filter, invite, change roles, deactivate, reset. */
export function UsersPage() {
  const [filters, setFilters] = useState<UserFilters>({ q: '', role: '', status: '' });
  const [inviting, setInviting] = useState(false);
  const q = useDebouncedValue(filters.q, 250);
  const list = useInfiniteQuery(usersQuery({ ...filters, q }));
  const users = list.data?.pages.flatMap((page) => page.users) ?? [];
  const filtered = Boolean(q.trim() || filters.role || filters.status);

  return (
    <Page
      title="User Management"
      subtitle="Who can sign in to this workspace, and with which role"
      actions={
        <Button variant="primary" onClick={() => setInviting(true)}>
          <UserPlus aria-hidden size={16} />
          Invite user
        </Button>
      }
    >
      <AdminLinks />
      <search className="users-toolbar">
        <div className="users-toolbar__search">
          <Search aria-hidden size={16} className="users-toolbar__icon" />
          <input
            type="search"
            className="field__input"
            placeholder="Search by name or email"
            aria-label="Search users"
            value={filters.q}
            onChange={(event) => setFilters({ ...filters, q: event.target.value })}
          />
        </div>
        <SelectField
          label="Role"
          hideLabel
          value={filters.role}
          options={roleOptions}
          onChange={(role) => setFilters({ ...filters, role: role as UserFilters['role'] })}
        />
        <SelectField
          label="Status"
          hideLabel
          value={filters.status}
          options={statusOptions}
          onChange={(status) => setFilters({ ...filters, status: status as UserFilters['status'] })}
        />
      </search>
      {list.isPending ? (
        <PageSpinner label="Loading users" />
      ) : list.isError ? (
        <p role="alert" className="form-error">
          {list.error.message}
        </p>
      ) : users.length === 0 ? (
        <EmptyState icon={Users} title={filtered ? 'No users found' : 'No users yet'}>
          <p>{filtered ? 'Try adjusting your search or filters' : 'Invite the first member of your team.'}</p>
        </EmptyState>
      ) : (
        <section className="card users-card" aria-label="Users">
          <UsersTable users={users} />
          {list.hasNextPage && (
            <Button className="users-card__more" busy={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
              Load more
            </Button>
          )}
        </section>
      )}
      <InviteUserDialog open={inviting} onOpenChange={setInviting} />
    </Page>
  );
}
