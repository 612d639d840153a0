import type { TenantSummary } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useTenantActions } from '../hooks/useTenantActions';
import { tenantUsersQuery } from '../queries';

/** A tenant's active users, each with "Sign in as" (a 30-minute support session). */
export function TenantUsers({ tenant }: { tenant: TenantSummary }) {
  const { data, isPending } = useQuery(tenantUsersQuery(tenant.id));
  const { signInAs } = useTenantActions();
  if (isPending) return <Spinner size="sm" label="Loading users" />;
  if (!data?.users.length) return <p className="muted">No active users.</p>;
  return (
    <ul className="tenant-users">
      {data.users.map((user) => (
        <li key={user.id}>
          <span>
            {user.name} <span className="muted">{user.email}</span>
          </span>
          <Button
            size="sm"
            disabled={tenant.status === 'suspended'}
            busy={signInAs.isPending && signInAs.variables?.userId === user.id}
            onClick={() => signInAs.mutate({ tenantId: tenant.id, userId: user.id })}
          >
            Sign in as {user.name}
          </Button>
        </li>
      ))}
    </ul>
  );
}
