import { currentLanguage, t } from '../../shared/i18n/i18n';
import { getAccessToken } from '../auth/session';

export type UploadKind = 'ACCOUNT_JSON' | 'WORKOUT_HISTORY_CSV' | 'FOODS_CSV';

/** The upload's refusal or failure, its message ready to show (the server's words, or ours when it gave none). */
export class UploadError extends Error {}

/**
 * Sends a file to `POST /uploads` (multipart, the session's bearer token), reporting the share sent so far, and
 * resolves with the upload's id; rejects with the server's message (too large, not signed in …), which it asks for in
 * the interface language (`Accept-Language`, as the GraphQL requests do).
 */
export function uploadFile(kind: UploadKind, file: File, onProgress: (sent: number) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/uploads?kind=${kind}`);
    const token = getAccessToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept-Language', currentLanguage());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: { id?: number; error?: string } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // An answer that is not JSON (a proxy's error page): the fallback below.
      }
      if (request.status === 201 && typeof body.id === 'number') resolve(body.id);
      else reject(new UploadError(body.error ?? t('account.upload.failedStatus', { status: request.status })));
    };
    request.onerror = () => reject(new UploadError(t('account.upload.unreachable')));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
