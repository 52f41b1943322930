import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { ImagePlus } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/features/auth';
import { uploadImage } from '../api/images';

/** A file picker styled as a button: uploads the chosen photo and hands back its URL. */
export function ImageUploadButton({ label, onUploaded }: { label: string; onUploaded: (url: string) => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();

  async function upload(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    setUploading(true);
    setError(undefined);
    try {
      onUploaded(await uploadImage(file));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setUploading(false);
      input.value = '';
    }
  }

  return (
    <div className="space-y-1.5">
      <div className="flex items-center gap-3">
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl bg-white px-4 font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
        >
          <ImagePlus className="h-4 w-4" aria-hidden="true" /> {label}
          <input id={id} type="file" accept="image/jpeg,image/png,image/webp,image/avif" className="sr-only" onChange={(e) => upload(e.currentTarget)} />
        </label>
        {uploading && <Spinner label={t('upload.uploading')} />}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-tomato-700">
          {error}
        </p>
      )}
    </div>
  );
}
