import { describe, expect, it } from 'vitest';
import { adminAlerts } from './admin-alerts';

const service = (name: string, instances: number, requests = 0, errors = 0) => ({
  name,
  up: instances > 0,
  instances,
  requests,
  errors,
  averageLatencyMs: 1,
});
const roomy = {
  users: { limit: null, used: 40 },
  contacts: { limit: 1000, used: 10 },
  aiCredits: { limit: 5, used: 0 },
};

describe('admin alerts', () => {
  it('says nothing when every service is up without errors and quotas have room', () => {
    expect(adminAlerts([service('crm', 1, 10)], roomy, [])).toEqual([]);
  });

  it('flags a service without instances and one answering with errors', () => {
    const alerts = adminAlerts([service('crm', 0), service('ai', 2, 8, 3)], roomy, []);
    expect(alerts).toEqual([
      expect.objectContaining({ kind: 'service_down', severity: 'critical', subject: 'crm' }),
      expect.objectContaining({ kind: 'service_errors', severity: 'warning', subject: 'ai' }),
    ]);
    expect(alerts[1]?.message).toContain('3 of 8 requests');
  });

  it('warns at 90% of a quota and is critical at the limit', () => {
    const quotas = { ...roomy, users: { limit: 3, used: 3 }, contacts: { limit: 1000, used: 900 } };
    expect(adminAlerts([], quotas, [])).toEqual([
      expect.objectContaining({ kind: 'quota', severity: 'critical', subject: 'users' }),
      expect.objectContaining({ kind: 'quota', severity: 'warning', subject: 'contacts' }),
    ]);
  });

  it('names an endpoint turned off for failing, not one a person turned off', () => {
    const endpoint = {
      id: crypto.randomUUID(),
      url: 'https://erp.example.com/hooks',
      description: '',
      events: ['contact.created' as const],
      consecutiveFailures: 11,
      createdAt: new Date().toISOString(),
    };
    const failed = {
      ...endpoint,
      enabled: false,
      disabledReason: 'Turned off: a delivery failed for 24 hours (last answer: 500)',
    };
    const byHand = { ...endpoint, id: crypto.randomUUID(), enabled: false, disabledReason: null };
    const alerts = adminAlerts([], roomy, [failed, byHand, { ...byHand, enabled: true }]);
    expect(alerts).toEqual([
      expect.objectContaining({ kind: 'webhook_disabled', severity: 'critical', subject: failed.id }),
    ]);
    expect(alerts[0]?.message).toContain(
      'https://erp.example.com/hooks stopped. Turned off: a delivery failed for 24 hours',
    );
  });
});
