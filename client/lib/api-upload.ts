import { ApiError, NETWORK_ERROR } from './api-client';

/**
 * POST a multipart upload and report its progress (0..1), answering its JSON: XMLHttpRequest rather than fetch,
 * because fetch still cannot report upload progress, and a 4 MB photo on one bar takes a while. Same credentials
 * and errors as apiRequest (client/lib/api-client.ts); a module of its own so the first page does not carry it.
 */
export function apiUpload<T>(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as T);
      else reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new Error(NETWORK_ERROR));
    xhr.send(form);
  });
}
