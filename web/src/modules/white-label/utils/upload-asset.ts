import { type AssetKind, ErrorEnvelope, Tenant } from '@smartcrm/contracts';
import { ApiError, csrfHeaders } from '../../../api/http';
import { tenantHeaders } from '../../tenant/utils/tenant-storage';

/**
 * `PUT /api/tenant/{kind}` as multipart: the BFF checks the bytes, not only the declared type.
 * A partner uploads a client's logo at another path.
 */
export async function uploadAsset(kind: AssetKind, file: File, path = `/api/tenant/${kind}`): Promise<Tenant> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(path, {
    method: 'PUT',
    credentials: 'include',
    headers: { Accept: 'application/json', ...tenantHeaders(), ...csrfHeaders() },
    body: form,
  });
  const body = await response.json().catch(() => null);
  if (response.ok) return Tenant.parse(body);
  const envelope = ErrorEnvelope.safeParse(body);
  const message = envelope.success ? envelope.data.message : `Upload failed (${response.status})`;
  throw new ApiError(message, response.status, envelope.success ? envelope.data.code : null);
}
