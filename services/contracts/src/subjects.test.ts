import { describe, expect, it } from 'vitest';
import {
  durableName,
  eventSubject,
  eventSubjectTenant,
  eventTypeFilter,
  rpcService,
  rpcSubject,
  serviceEventsSubject,
  tenantEventsSubject,
} from './subjects';

describe('subjects', () => {
  const tenantId = '0b6c1f5e-4d0a-4a53-9a2c-1f1a2b3c4d5e';

  it('put the tenant early in event subjects so one wildcard selects a tenant', () => {
    const subject = eventSubject('identity.user.created', tenantId);
    expect(subject).toBe(`evt.identity.${tenantId}.user.created`);
    expect(tenantEventsSubject(tenantId)).toBe(`evt.*.${tenantId}.>`);
    expect(eventTypeFilter('identity.user.created')).toBe('evt.identity.*.user.created');
    expect(serviceEventsSubject('crm')).toBe('evt.crm.>');
    expect(eventSubjectTenant(eventSubject('crm.deal.stage_changed', tenantId))).toBe(tenantId);
  });

  it('give a second consumer of a type in one service a durable of its own', () => {
    expect(durableName('crm', 'crm.appointment.created')).toBe('crm__crm_appointment_created');
    expect(durableName('crm', 'crm.appointment.created', 'calendar_sync')).toBe(
      'crm_calendar_sync__crm_appointment_created',
    );
  });

  it('name the answering service in rpc subjects', () => {
    expect(rpcSubject('tenant.tenants.resolve')).toBe('rpc.tenant.tenants.resolve');
    expect(rpcService('identity.auth.sign_in')).toBe('identity');
  });
});
