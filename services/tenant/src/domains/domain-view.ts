import type { CustomDomain } from '@smartcrm/contracts';
import { recordName, recordValue } from './domain-check';
import type { DomainRow } from './domain.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const toCustomDomain = (row: DomainRow): CustomDomain => ({
  domain: row.domain,
  verified: row.verified_at !== null,
  verifiedAt: iso(row.verified_at),
  verifiedBy: row.verified_by,
  record: { type: 'TXT', name: recordName(row.domain), value: recordValue(row.verification_token) },
  lastCheckedAt: iso(row.last_checked_at),
  lastCheckError: row.last_check_error,
  createdAt: row.created_at.toISOString(),
});
