import { apiJson } from '@/lib/api-client';

/** Uploads an image for a post or a sponsor; the server answers the URL of the stored WebP. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await apiJson<{ url: string }>('POST', '/api/admin/images', form)).url;
}
