import type { SupportInfo } from '@smartcrm/contracts';

interface SupportColumns {
  support_operator_id: string | null;
  support_operator_email: string | null;
  support_operator_tenant_id: string | null;
}

/** The operator really acting in a support session; null for the user's own sessions. */
export const supportOf = (row: SupportColumns): SupportInfo | null =>
  row.support_operator_id && row.support_operator_email && row.support_operator_tenant_id
    ? {
        operatorId: row.support_operator_id,
        operatorEmail: row.support_operator_email,
        operatorTenantId: row.support_operator_tenant_id,
      }
    : null;
