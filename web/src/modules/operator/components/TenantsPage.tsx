import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import '../operator.css';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { FormField } from '../../../ui/form/FormField';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { plansQuery } from '../../plans/queries';
import { tenantsQuery } from '../queries';
import { CreateTenantDialog } from './CreateTenantDialog';
import { TenantRow } from './TenantRow';

/** /admin/tenants: platform operators search every tenant, create, suspend, change plan, sign in as. */
export function TenantsPage() {
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const query = useInfiniteQuery(tenantsQuery(useDebouncedValue(search, 250)));
  const plans = useQuery(plansQuery).data ?? [];
  const tenants = query.data?.pages.flatMap((page) => page.tenants) ?? [];
  return (
    <Page
      title="Tenants"
      subtitle="Every workspace on the platform"
      actions={
        <Button variant="primary" onClick={() => setCreating(true)}>
          New tenant
        </Button>
      }
    >
      <FormField label="Search tenants">
        <input
          className="field__input"
          placeholder="Company or slug"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </FormField>
      {query.isPending ? (
        <Spinner label="Loading tenants" />
      ) : tenants.length === 0 ? (
        <EmptyState icon={Building2} title="No tenants found" />
      ) : (
        <table className="table tenants-table">
          <thead>
            <tr>
              <th>Tenant</th>
              <th>Plan</th>
              <th>Status</th>
              <th>Created</th>
              <th>
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tenants.map((tenant) => (
              <TenantRow key={tenant.id} tenant={tenant} plans={plans} />
            ))}
          </tbody>
        </table>
      )}
      {query.hasNextPage && (
        <Button busy={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
          Load more
        </Button>
      )}
      {creating && <CreateTenantDialog plans={plans} onClose={() => setCreating(false)} />}
    </Page>
  );
}
