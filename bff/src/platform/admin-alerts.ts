import type { AdminAlert, QuotaName, QuotaUsage, ServiceHealth } from '@smartcrm/contracts';

/** A quota this full is worth a warning before it starts refusing work. */
export const quotaWarningShare = 0.9;

const quotaLabels: Record<QuotaName, string> = { users: 'users', contacts: 'contacts', aiCredits: 'AI credits' };

/** Alerts of the admin panel, from the services' live stats and the workspace's quota usage. */
export function adminAlerts(services: ServiceHealth[], quotas: Record<QuotaName, QuotaUsage>): AdminAlert[] {
  const alerts: AdminAlert[] = [];
  for (const service of services) {
    if (!service.up) {
      alerts.push({
        kind: 'service_down',
        severity: 'critical',
        subject: service.name,
        message: `The ${service.name} service has no running instance.`,
      });
    } else if (service.errors > 0) {
      alerts.push({
        kind: 'service_errors',
        severity: 'warning',
        subject: service.name,
        message: `The ${service.name} service answered ${service.errors} of ${service.requests} requests with an error.`,
      });
    }
  }
  for (const [name, { limit, used }] of Object.entries(quotas) as [QuotaName, QuotaUsage][]) {
    if (limit === null || used < limit * quotaWarningShare) continue;
    const full = used >= limit;
    alerts.push({
      kind: 'quota',
      severity: full ? 'critical' : 'warning',
      subject: name,
      message: full
        ? `All ${limit} ${quotaLabels[name]} of your plan are in use (${used}); upgrade the plan to add more.`
        : `${used} of the ${limit} ${quotaLabels[name]} of your plan are in use.`,
    });
  }
  return alerts;
}
