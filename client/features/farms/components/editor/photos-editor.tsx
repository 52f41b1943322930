import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { ImageOff, ImagePlus, X } from 'lucide-react';
import { FARM_LIMITS } from '@common/limits';
import { toast } from '@/components/ui/toast-store';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useFarm } from '../../api/get-farm';
import { useDeletePhoto, useReorderPhotos, useUpdatePhotoAlt } from '../../api/photos';
import { EditorSection } from './form-controls';
import { PhotoItem } from './photo-item';
import { useFocusAfterMove } from './use-focus-after-move';
import { usePhotoUploads } from './use-photo-uploads';

/** Photos save on their own (upload, describe, reorder, delete), apart from the listing's Save button. */
export function PhotosEditor({ farmId }: { farmId: number | null }) {
  const { t } = useTranslation('farms');
  if (farmId === null) {
    return (
      <EditorSection id="photos" title={t('editor.photos.title')}>
        <p className="text-stone-700">{t('editor.photos.saveFirst')}</p>
      </EditorSection>
    );
  }
  return <PhotosForFarm farmId={farmId} />;
}

function PhotosForFarm({ farmId }: { farmId: number }) {
  const { t } = useTranslation('farms');
  const photos = useFarm(farmId).data?.photos ?? [];
  const { uploads, start, dismiss } = usePhotoUploads(farmId);
  const alt = useUpdatePhotoAlt(farmId);
  const reorder = useReorderPhotos(farmId);
  const del = useDeletePhoto(farmId);
  const list = useRef<HTMLUListElement>(null);
  const focusAfterMove = useFocusAfterMove(list, photos);
  const fail = (title: string) => (err: unknown) => toast({ title, description: errorMessage(err), variant: 'error' });
  const [ask, confirmDialog] = useConfirm();

  const move = (i: number, delta: -1 | 1) => {
    const ids = photos.map((p) => p.id);
    [ids[i], ids[i + delta]] = [ids[i + delta], ids[i]];
    focusAfterMove(photos[i].id, delta);
    reorder.mutate(ids, { onError: fail(t('editor.photos.reorderFailed')) });
  };
  const room = FARM_LIMITS.photosMax - photos.length - uploads.filter((u) => !u.error).length;

  return (
    <EditorSection id="photos" title={t('editor.photos.title')} description={t('editor.photos.description', { max: FARM_LIMITS.photosMax })}>
      {confirmDialog}
      {photos.length > 0 && (
        <ul ref={list} className="space-y-3">
          {photos.map((p, i) => (
            <PhotoItem
              key={p.id}
              photo={p}
              index={i}
              count={photos.length}
              onAlt={(text) => alt.mutateAsync({ photoId: p.id, alt: text })}
              onMove={(d) => move(i, d)}
              onDelete={async () =>
                (await ask({ title: t('editor.photos.confirmDelete'), confirmLabel: t('editor.photo.delete'), cancelLabel: t('editor.publish.keep') })) &&
                del.mutate(p.id, { onError: fail(t('editor.photos.deleteFailed')) })
              }
            />
          ))}
        </ul>
      )}
      {uploads.length > 0 && (
        <ul className="space-y-2" aria-label={t('editor.photos.uploads')}>
          {uploads.map((u) => (
            <li key={u.key} className="flex items-center gap-3 rounded-xl bg-stone-50 p-2 ring-1 ring-stone-200">
              <UploadPreview src={u.preview} />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-stone-900">{u.name}</p>
                {u.error ? (
                  <p role="alert" className="text-sm font-medium text-tomato-700">
                    {u.error}
                  </p>
                ) : (
                  <progress
                    max={1}
                    value={u.progress}
                    aria-label={t('editor.photos.uploading', { name: u.name })}
                    className="mt-1 h-2 w-full accent-brand-600"
                  />
                )}
              </div>
              {u.error && (
                <button
                  type="button"
                  onClick={() => dismiss(u.key)}
                  aria-label={t('editor.photos.dismiss', { name: u.name })}
                  className="rounded-full p-2.5 text-stone-600 hover:bg-stone-200"
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <label className="flex min-h-14 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-dashed border-brand-200 bg-brand-50 px-4 font-semibold text-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
        <ImagePlus className="h-5 w-5" aria-hidden="true" />
        {room > 0 ? t('editor.photos.add') : t('editor.photos.full')}
        <input
          type="file"
          // No HEIC here on purpose: Safari on a Mac then hands over a JPEG copy of an iPhone photo (iOS always
          // does), as the prebuilt image library cannot read HEVC-coded HEIC.
          accept="image/jpeg,image/png,image/webp,image/avif"
          multiple
          disabled={room <= 0}
          className="sr-only"
          onChange={(e) => {
            if (e.target.files?.length) start(Array.from(e.target.files).slice(0, Math.max(0, room)));
            e.target.value = '';
          }}
        />
      </label>
    </EditorSection>
  );
}

/** The chosen file's own preview; a file the browser cannot show (not an image) gets an icon, not a broken image. */
function UploadPreview({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-lg bg-stone-100 text-stone-500">
        <ImageOff className="h-6 w-6" aria-hidden="true" />
      </span>
    );
  }
  return <img src={src} alt="" onError={() => setBroken(true)} className="h-14 w-14 shrink-0 rounded-lg object-cover" />;
}
