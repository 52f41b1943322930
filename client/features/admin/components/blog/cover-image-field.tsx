import { Field } from '@/components/ui/input';
import { ImageUploadButton } from '../image-upload-button';

/** Cover image: upload a photo (stored as WebP, metadata removed) or paste an address; alt text required with it. */
export function CoverImageField({
  url,
  alt,
  onChange,
  errors,
}: {
  url: string;
  alt: string;
  onChange: (v: { url: string; alt: string }) => void;
  errors: Record<string, string>;
}) {
  return (
    <fieldset className="space-y-3 rounded-2xl bg-stone-50 p-4">
      <legend className="px-1 text-sm font-medium text-stone-800">Cover image (optional)</legend>
      <div className="flex flex-wrap items-center gap-4">
        {url ? <img src={url} alt="" className="h-20 w-32 rounded-xl object-cover ring-1 ring-stone-200" /> : null}
        <ImageUploadButton label={url ? 'Replace photo' : 'Upload a photo'} onUploaded={(u) => onChange({ url: u, alt })} />
      </div>
      <Field
        label="Image address"
        value={url}
        onChange={(e) => onChange({ url: e.target.value, alt })}
        placeholder="/uploads/… or https://"
        error={errors.coverImageUrl}
      />
      <Field
        label="Describe the image"
        value={alt}
        onChange={(e) => onChange({ url, alt: e.target.value })}
        hint="For people who can’t see it, e.g. “Crates of sweet corn on a wooden stand”."
        error={errors.coverImageAlt}
      />
    </fieldset>
  );
}
