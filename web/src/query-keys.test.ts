import { matchQuery, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountKeys, sessionsQuery } from './modules/account/queries';
import { adminKeys, auditLogQuery } from './modules/admin/queries';
import { userImportErrorsQuery, userImportKeys, userImportQuery } from './modules/bulk-import/queries';
import { importErrorsQuery, importKeys, importQuery } from './modules/contact-import/queries';
import { importKinds } from './modules/contact-import/utils/import-kinds';
import { contactKeys, contactNameQuery, contactPickerQuery, recentContactsQuery } from './modules/contacts/queries';
import { mailboxKeys, mailboxQuery } from './modules/mailbox/queries';
import { operatorTenantKeys, tenantsQuery, tenantUsersQuery } from './modules/operator/queries';
import { partnerDashboardQuery, partnerKeys, statementQuery } from './modules/partners/queries';
import { dealKeys, dealPickerQuery } from './modules/pipeline/queries';
import { currentPlanQuery, planKeys, plansQuery } from './modules/plans/queries';
import { assistantTaskPickerQuery, taskKeys } from './modules/tasks/queries';
import { tenantInfoQuery, tenantKeys } from './modules/tenant/queries';
import { userKeys, usersQuery } from './modules/users/queries';

/** Whether invalidating by `prefix` reaches a query with this key (TanStack's own prefix match). */
const reaches = (prefix: QueryKey, queryKey: QueryKey) =>
  matchQuery({ queryKey: prefix }, { queryKey, queryHash: JSON.stringify(queryKey) } as never);

// Mutations and realtime events refresh by key prefix: every query stays under the prefix they use,
// and the keys keep the values they had before the key factories (the API path first).
describe('query keys', () => {
  it('keep each query under the prefix its mutations invalidate', () => {
    const filters = { q: '', role: '', status: '' } as const;
    const pairs: [QueryKey, QueryKey][] = [
      [accountKeys.sessions, sessionsQuery.queryKey],
      [adminKeys.auditLog, auditLogQuery('x').queryKey],
      [userImportKeys.detail('i1'), userImportErrorsQuery('i1').queryKey],
      [mailboxKeys.all, mailboxQuery.queryKey],
      [operatorTenantKeys.all, tenantsQuery('acme').queryKey],
      [operatorTenantKeys.all, tenantUsersQuery('t1').queryKey],
      [partnerKeys.all, partnerDashboardQuery.queryKey],
      [partnerKeys.all, statementQuery(null, '2026-01-01', '2026-02-01').queryKey],
      [partnerKeys.operator, statementQuery('p1', '2026-01-01', '2026-02-01').queryKey],
      [planKeys.all, currentPlanQuery.queryKey],
      [tenantKeys.all, tenantInfoQuery('acme').queryKey],
      [userKeys.all, usersQuery(filters).queryKey],
      [contactKeys.all, contactNameQuery('c1').queryKey],
      [contactKeys.all, contactPickerQuery('ann').queryKey],
      [contactKeys.all, recentContactsQuery().queryKey],
      [dealKeys.all, dealPickerQuery('c1').queryKey],
      [taskKeys.all, assistantTaskPickerQuery().queryKey],
    ];
    for (const [prefix, key] of pairs) expect(reaches(prefix, key), JSON.stringify(key)).toBe(true);
    const kind = importKinds.contacts;
    expect(reaches(importKeys.detail(kind, 'i1'), importErrorsQuery(kind, 'i1').queryKey)).toBe(true);
    expect(importQuery(kind, 'i1').queryKey).toEqual([kind.api, 'i1']);
  });

  it('keep their values', () => {
    expect(plansQuery.queryKey).toEqual(['/api/plans']);
    expect(tenantInfoQuery(null).queryKey).toEqual(['/api/tenant/info', null]);
    expect(usersQuery({ q: '', role: '', status: '' }).queryKey[0]).toBe('/api/admin/users');
    expect(tenantsQuery('').queryKey).toEqual(['/api/operator/tenants', '']);
    expect(auditLogQuery('').queryKey).toEqual(['/api/admin/audit-log', 'recent', '']);
    expect(userImportQuery('i1').queryKey).toEqual(['/api/user-imports', 'i1']);
    expect(contactNameQuery('c1').queryKey).toEqual(['contacts', 'name', 'c1']);
  });
});
