import { useTranslation } from '@/lib/i18n/react';
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
  const { t } = useTranslation('admin');
  return (
    <fieldset className="space-y-3 rounded-2xl bg-stone-50 p-4">
      <legend className="px-1 text-sm font-medium text-stone-800">{t('blog.cover')}</legend>
      <div className="flex flex-wrap items-center gap-4">
        {url ? <img src={url} alt="" className="h-20 w-32 rounded-xl object-cover ring-1 ring-stone-200" /> : null}
        <ImageUploadButton label={url ? t('blog.replacePhoto') : t('blog.uploadPhoto')} onUploaded={(u) => onChange({ url: u, alt })} />
      </div>
      <Field
        label={t('blog.imageAddress')}
        value={url}
        onChange={(e) => onChange({ url: e.target.value, alt })}
        placeholder={t('common.imageUrlPlaceholder')}
        error={errors.coverImageUrl}
      />
      <Field
        label={t('blog.describeImage')}
        value={alt}
        onChange={(e) => onChange({ url, alt: e.target.value })}
        hint={t('blog.describeHint')}
        error={errors.coverImageAlt}
      />
    </fieldset>
  );
}
