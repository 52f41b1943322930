import { useId, useState } from 'react';
import { ImagePlus } from 'lucide-react';
import { Field } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/features/auth/api/use-user';
import { uploadBlogImage } from '../../api/blog';

/** Cover image: upload a photo (stored as WebP, metadata removed) or paste an address; alt text required with it. */
export function CoverImageField({ url, alt, onChange, errors }: { url: string; alt: string; onChange: (v: { url: string; alt: string }) => void; errors: Record<string, string> }) {
  const fileId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError(undefined);
    try {
      onChange({ url: await uploadBlogImage(file), alt });
    } catch (err) {
      setUploadError(errorText(err));
    } finally {
      setUploading(false);
    }
  }

  return (
    <fieldset className="space-y-3 rounded-2xl bg-stone-50 p-4">
      <legend className="px-1 text-sm font-medium text-stone-800">Cover image (optional)</legend>
      <div className="flex flex-wrap items-center gap-4">
        {url ? <img src={url} alt="" className="h-20 w-32 rounded-xl object-cover ring-1 ring-stone-200" /> : null}
        <label htmlFor={fileId} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl bg-white px-4 font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
          <ImagePlus className="h-4 w-4" aria-hidden="true" /> {url ? 'Replace photo' : 'Upload a photo'}
          <input id={fileId} type="file" accept="image/jpeg,image/png,image/webp,image/avif" className="sr-only" onChange={(e) => upload(e.target.files?.[0])} />
        </label>
        {uploading && <Spinner label="Uploading the photo" />}
      </div>
      {uploadError && (
        <p role="alert" className="text-sm font-medium text-tomato-700">
          {uploadError}
        </p>
      )}
      <Field label="Image address" value={url} onChange={(e) => onChange({ url: e.target.value, alt })} placeholder="/uploads/… or https://" error={errors.coverImageUrl} />
      <Field label="Describe the image" value={alt} onChange={(e) => onChange({ url, alt: e.target.value })} hint="For people who can’t see it, e.g. “Crates of sweet corn on a wooden stand”." error={errors.coverImageAlt} />
    </fieldset>
  );
}
