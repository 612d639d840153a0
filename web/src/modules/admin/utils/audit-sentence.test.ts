import type { AuditEntry } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { auditSentence } from './audit-sentence';

const entry = (action: AuditEntry['action'], details: Record<string, unknown> = {}): AuditEntry => ({
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  actorId: null,
  actorEmail: 'sam@acme.test',
  onBehalfOfId: null,
  onBehalfOfEmail: null,
  action,
  targetId: null,
  targetLabel: 'ria@acme.test',
  details,
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('audit entries as sentences', () => {
  it('names actor, target and the change', () => {
    expect(auditSentence(entry('user.role_changed', { from: 'regular_user', to: 'wl_user' }))).toBe(
      'sam@acme.test changed ria@acme.test from regular user to white-label user',
    );
    expect(auditSentence(entry('user.invited', { role: 'super_admin', again: true }))).toBe(
      'sam@acme.test invited ria@acme.test as super admin again',
    );
    expect(auditSentence(entry('user.locked'))).toBe('ria@acme.test was locked out after too many failed sign-ins');
  });
});
