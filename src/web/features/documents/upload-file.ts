import { parseUploadResponse, type UploadResult } from './parse-upload-response';

export const UPLOAD_URL = '/api/uploads';

export interface UploadTarget {
  vehicleId?: string;
  tokenId?: number;
}

/** Sends one file to POST /api/uploads with XMLHttpRequest, which (unlike fetch) reports upload progress. */
export function uploadFile(file: File, target: UploadTarget, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<UploadResult> {
  return new Promise((resolve) => {
    const form = new FormData();
    // Fields before the file: the server reads the multipart stream in order.
    if (target.vehicleId) form.append('vehicleId', target.vehicleId);
    if (target.tokenId !== undefined) form.append('tokenId', String(target.tokenId));
    form.append('file', file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_URL);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => resolve(parseUploadResponse(xhr.status, xhr.responseText, file.name));
    xhr.onerror = () => resolve(parseUploadResponse(0, '', file.name));
    xhr.onabort = () => resolve({ ok: false, status: 0, title: 'Upload Cancelled', message: `The upload of ${file.name} was cancelled.` });
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
