import { Contact } from '@smartcrm/contracts';
import { ApiError } from '../../../api/http';

/** The server's current contact when a change was refused as stale (409 conflict), else null. */
export function conflictingContact(error: unknown): Contact | null {
  if (!(error instanceof ApiError) || error.code !== 'conflict') return null;
  const parsed = Contact.safeParse((error.details as { current?: unknown } | undefined)?.current);
  return parsed.success ? parsed.data : null;
}
