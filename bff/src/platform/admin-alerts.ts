import type { AdminAlert, QuotaName, QuotaUsage, ServiceHealth, WebhookEndpoint } from '@smartcrm/contracts';

/** A quota this full is worth a warning before it starts refusing work. */
export const quotaWarningShare = 0.9;

const quotaLabels: Record<QuotaName, string> = { users: 'users', contacts: 'contacts', aiCredits: 'AI credits' };

/**
 * Alerts of the admin panel, from the services' live stats, the workspace's quota usage and its
 * webhook endpoints that were turned off for failing.
 */
export function adminAlerts(
  services: ServiceHealth[],
  quotas: Record<QuotaName, QuotaUsage>,
  endpoints: WebhookEndpoint[],
): AdminAlert[] {
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
  for (const endpoint of endpoints) {
    if (endpoint.enabled || !endpoint.disabledReason) continue;
    alerts.push({
      kind: 'webhook_disabled',
      severity: 'critical',
      subject: endpoint.id,
      message: `Webhooks to ${endpoint.url} stopped. ${endpoint.disabledReason}. Fix the receiver, then enable it under Settings → Webhooks.`,
    });
  }
  return alerts;
}
