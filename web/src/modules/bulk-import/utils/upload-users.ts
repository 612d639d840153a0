import { ErrorEnvelope, UserImport } from '@smartcrm/contracts';
import { ApiError, csrfHeaders } from '../../../api/http';
import { tenantHeaders } from '../../tenant/utils/tenant-storage';
import { userImportsPath } from '../queries';

/** `POST /api/user-imports` as multipart: the file goes to the server, which answers with its preview. */
export async function uploadUsersCsv(file: File): Promise<UserImport> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(userImportsPath, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', ...tenantHeaders(), ...csrfHeaders() },
    body: form,
  });
  const body = await response.json().catch(() => null);
  if (response.ok) return UserImport.parse(body);
  const envelope = ErrorEnvelope.safeParse(body);
  const message = envelope.success ? envelope.data.message : `Upload failed (${response.status})`;
  throw new ApiError(message, response.status, envelope.success ? envelope.data.code : null);
}
