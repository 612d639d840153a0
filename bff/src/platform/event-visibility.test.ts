import type { EventEnvelope } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { eventFor, idsOnly, seesEveryRecord } from './event-visibility';

const owner = crypto.randomUUID();
const rep = { userId: crypto.randomUUID(), role: 'regular_user' as const };
const envelope = (type: string, data: unknown): EventEnvelope => ({
  id: crypto.randomUUID(),
  type,
  version: 1,
  tenantId: crypto.randomUUID(),
  occurredAt: new Date().toISOString(),
  data,
});
const contactCreated = envelope('crm.contact.created', {
  contactId: 'c1',
  ownerId: owner,
  name: 'Hidden Lead',
  email: 'hidden@lead.test',
});

describe('record events over the socket', () => {
  it('sends a record event whole to users who see every record', () => {
    expect(eventFor(rep, {}, contactCreated)).toBe(contactCreated);
    expect(eventFor(rep, { regular_user: 'all' }, contactCreated)).toBe(contactCreated);
    expect(eventFor({ ...rep, role: 'super_admin' }, { super_admin: 'own' }, contactCreated)).toBe(contactCreated);
  });

  it('keeps only ids of a record a limited user does not own, and fails closed before the rules are known', () => {
    for (const rules of [{ regular_user: 'own' as const }, { regular_user: 'team' as const }, null]) {
      expect(eventFor(rep, rules, contactCreated).data).toEqual({ contactId: 'c1', ownerId: owner });
    }
    const deal = envelope('crm.deal.created', { dealId: 'd1', ownerId: owner, title: 'Big', value: 9000, version: 1 });
    expect(eventFor(rep, { regular_user: 'own' }, deal).data).toEqual({ dealId: 'd1', ownerId: owner, version: 1 });
    const scored = envelope('ai.contact.scored', { scoredAt: 'now', scores: [{ contactId: 'c1', score: 90 }] });
    expect(eventFor(rep, { regular_user: 'own' }, scored).data).toEqual({ scores: [{ contactId: 'c1' }] });
  });

  it('sends a limited user their own records (as owner or assignee) whole', () => {
    const mine = envelope('crm.contact.created', { contactId: 'c2', ownerId: rep.userId, name: 'Mine', email: 'm@x' });
    expect(eventFor(rep, { regular_user: 'own' }, mine)).toBe(mine);
    const task = envelope('crm.task.created', { taskId: 't', title: 'Call', assigneeId: rep.userId, dueDate: null });
    expect(eventFor(rep, { regular_user: 'own' }, task)).toBe(task);
  });

  it("sends a user's mail to them alone: everyone else, admins too, gets ids only", () => {
    const mail = envelope('messaging.message.recorded', {
      messageId: 'm1',
      ownerId: owner,
      subject: 'Salary review',
      from: { address: 'boss@x.test', name: null },
      text: 'Private',
    });
    expect(eventFor({ userId: owner, role: 'regular_user' }, {}, mail)).toBe(mail);
    for (const viewer of [rep, { ...rep, role: 'super_admin' as const }]) {
      expect(eventFor(viewer, {}, mail).data).toEqual({ messageId: 'm1', ownerId: owner, from: {} });
    }
  });

  it('leaves events that are not about one record alone', () => {
    const branding = envelope('tenant.tenant.updated', { changed: ['logo'], version: 3 });
    expect(eventFor(rep, null, branding)).toBe(branding);
  });

  it('reads scopes as the services do', () => {
    expect(seesEveryRecord(rep, {})).toBe(true);
    expect(seesEveryRecord(rep, { regular_user: 'team' })).toBe(false);
    expect(seesEveryRecord(rep, null)).toBe(false);
    expect(idsOnly({ a: 'x', ids: { contactIds: ['1'] }, n: null })).toEqual({ ids: { contactIds: ['1'] } });
  });
});
