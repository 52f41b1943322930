import { ApiError } from '@/lib/api-client';

/** Uploads an image for a post or a sponsor; the server answers the URL of the stored WebP. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch('/api/admin/images', { method: 'POST', body: form, credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return ((await res.json()) as { url: string }).url;
}
