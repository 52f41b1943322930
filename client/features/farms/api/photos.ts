import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FarmDetail, Photo } from '@common/schemas/farms';
import { apiJson, retryMutation } from '@/lib/api-client';
import { apiUpload } from '@/lib/api-upload';
import { farmKeys } from './keys';

/** POST /api/farms/:id/photos as multipart (field `file`, optional `alt`), reporting the upload's progress. */
export function uploadPhoto(farmId: number, file: File, alt: string, onProgress: (fraction: number) => void): Promise<Photo> {
  const body = new FormData();
  if (alt) body.append('alt', alt); // fields before the file: the server reads the stream in order
  body.append('file', file);
  return apiUpload<Photo>(`/api/farms/${farmId}/photos`, body, onProgress);
}

function usePhotosCache(farmId: number) {
  const qc = useQueryClient();
  const key = farmKeys.detail(farmId);
  const setPhotos = (fn: (photos: Photo[]) => Photo[]) => qc.setQueryData<FarmDetail>(key, (f) => f && { ...f, photos: fn(f.photos) });
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: key }), qc.invalidateQueries({ queryKey: farmKeys.lists() })]);
  return { qc, key, setPhotos, refresh };
}

export function useAddedPhoto(farmId: number) {
  const { setPhotos, refresh } = usePhotosCache(farmId);
  return (photo: Photo) => {
    setPhotos((list) => [...list, photo]);
    return refresh();
  };
}

export function useUpdatePhotoAlt(farmId: number) {
  const { setPhotos } = usePhotosCache(farmId);
  return useMutation({
    retry: retryMutation,
    mutationFn: ({ photoId, alt }: { photoId: string; alt: string }) => apiJson<Photo>('PATCH', `/api/farms/${farmId}/photos/${photoId}`, { alt }),
    onSuccess: (photo) => setPhotos((list) => list.map((p) => (p.id === photo.id ? { ...p, ...photo } : p))),
  });
}

/** Reorder is optimistic: the buttons must feel instant; a refusal puts the old order back. */
export function useReorderPhotos(farmId: number) {
  const { qc, key, setPhotos, refresh } = usePhotosCache(farmId);
  return useMutation({
    retry: retryMutation,
    mutationFn: (ids: string[]) => apiJson('PUT', `/api/farms/${farmId}/photos/order`, { ids }),
    onMutate: (ids) => {
      const before = qc.getQueryData<FarmDetail>(key)?.photos;
      setPhotos((list) => ids.map((id) => list.find((p) => p.id === id)).filter((p): p is Photo => Boolean(p)));
      return { before };
    },
    onError: (_e, _ids, ctx) => ctx?.before && setPhotos(() => ctx.before!),
    onSettled: refresh,
  });
}

export function useDeletePhoto(farmId: number) {
  const { setPhotos, refresh } = usePhotosCache(farmId);
  return useMutation({
    retry: retryMutation,
    mutationFn: (photoId: string) => apiJson('DELETE', `/api/farms/${farmId}/photos/${photoId}`),
    onSuccess: (_d, photoId) => {
      setPhotos((list) => list.filter((p) => p.id !== photoId));
      return refresh();
    },
  });
}
