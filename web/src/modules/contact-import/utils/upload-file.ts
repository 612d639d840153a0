import { ContactImport } from '@smartcrm/contracts';
import { ApiError, csrfHeaders } from '../../../api/http';
import { tenantHeaders } from '../../tenant/utils/tenant-storage';

/** Uploads with XMLHttpRequest, the one browser API that reports upload progress. */
export function uploadCsv(url: string, file: File, onProgress: (fraction: number) => void): Promise<ContactImport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries({ ...tenantHeaders(), ...csrfHeaders() }))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onerror = () => reject(new ApiError('The upload failed; check your connection', 0, null));
    xhr.onload = () => {
      let body: { message?: string; code?: never } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: reported below by status
      }
      if (xhr.status === 201) return resolve(ContactImport.parse(body));
      reject(new ApiError(body?.message ?? `Upload failed (${xhr.status})`, xhr.status, body?.code ?? null));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
