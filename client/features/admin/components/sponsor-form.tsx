import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { SponsorAssetInputSchema, type SponsorAssetInput } from '@common/schemas/site';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { errorText } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { useSponsorMutations, type AdminSponsor } from '../api/sponsors';
import { ImageUploadButton } from './image-upload-button';
import { fieldErrors } from '@/lib/field-errors';

type Media = 'image' | 'video' | 'youtube';

// <input type="datetime-local"> is wall-clock time in the admin's zone, without one.
const localInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

const SELECT = 'mt-1.5 h-11 w-full rounded-xl border border-stone-300 bg-white px-2';

/** Add a sponsor asset, or edit one (`asset`): media, link, look, and when it runs. */
export function SponsorForm({ asset, onDone }: { asset?: AdminSponsor; onDone?: () => void }) {
  const { t } = useTranslation('admin');
  const { create, update } = useSponsorMutations();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [mediaType, setMediaType] = useState<Media>(asset?.mediaType ?? 'image');
  const [imageUrl, setImageUrl] = useState(asset?.imageUrl ?? '');
  const mediaLabel = { image: t('sponsorForm.media.image'), video: t('sponsorForm.media.video'), youtube: t('sponsorForm.media.youtube') };
  const saving = create.isPending || update.isPending;

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const raw = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const input: SponsorAssetInput = {
      title: raw.title,
      linkUrl: raw.linkUrl,
      mediaType,
      imageUrl: imageUrl.trim() || null,
      videoUrl: mediaType === 'image' ? null : raw.mediaUrl,
      altText: raw.altText,
      ctaText: raw.ctaText || 'Learn More',
      aspectRatio: raw.aspectRatio as 'square' | 'rectangle',
      theme: raw.theme as 'light' | 'dark',
      isActive: raw.isActive === 'on',
      startsAt: toIso(raw.startsAt),
      endsAt: toIso(raw.endsAt),
    };
    const parsed = SponsorAssetInputSchema.safeParse(input);
    if (!parsed.success) {
      return setErrors(fieldErrors(parsed.error.issues));
    }
    setErrors({});
    const options = {
      onSuccess: () => {
        if (!asset) {
          form.reset();
          setImageUrl('');
        }
        toast({ title: asset ? t('sponsorForm.saved') : t('sponsorForm.added'), variant: 'success' });
        onDone?.();
      },
      onError: (err: Error) => {
        if (err instanceof ApiError && err.fields) setErrors(err.fields);
        toast({ title: asset ? t('sponsorForm.saveFailed') : t('sponsorForm.addFailed'), description: errorText(err), variant: 'error' });
      },
    };
    if (asset) update.mutate({ id: asset.id, input }, options);
    else create.mutate(input, options);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-2xl bg-stone-50 p-5 sm:grid-cols-2">
      <h3 className="text-lg font-semibold sm:col-span-2">{asset ? t('sponsorForm.editTitle', { title: asset.title }) : t('sponsorForm.addTitle')}</h3>
      <Field label={t('common.title')} name="title" defaultValue={asset?.title} error={errors.title} />
      <Field label={t('sponsorForm.link')} name="linkUrl" type="url" placeholder="https://" defaultValue={asset?.linkUrl} error={errors.linkUrl} />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-stone-800">{t('sponsorForm.mediaLegend')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(['image', 'video', 'youtube'] as const).map((m) => (
            <label key={m} className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" name="mediaType" checked={mediaType === m} onChange={() => setMediaType(m)} className="accent-brand-600" /> {mediaLabel[m]}
            </label>
          ))}
        </div>
      </fieldset>
      {mediaType !== 'image' && (
        <Field
          label={mediaType === 'video' ? t('sponsorForm.videoUrl') : t('sponsorForm.youtubeLink')}
          name="mediaUrl"
          defaultValue={asset?.videoUrl ?? ''}
          key={mediaType}
          error={errors.videoUrl}
        />
      )}
      <div className="space-y-2">
        <Field
          label={mediaType === 'image' ? t('sponsorForm.imageUrl') : t('sponsorForm.posterUrl')}
          value={imageUrl}
          onChange={(e) => setImageUrl(e.target.value)}
          placeholder={t('common.imageUrlPlaceholder')}
          error={errors.imageUrl}
        />
        <ImageUploadButton label={t('sponsorForm.upload')} onUploaded={setImageUrl} />
      </div>
      <Field
        label={mediaType === 'image' ? t('sponsorForm.alt') : t('sponsorForm.describeVideo')}
        name="altText"
        defaultValue={asset?.altText}
        error={errors.altText}
      />
      <Field label={t('sponsorForm.cta')} name="ctaText" placeholder="Learn More" defaultValue={asset?.ctaText} error={errors.ctaText} />
      <div className="grid grid-cols-2 gap-3">
        <label className="text-sm font-medium text-stone-800">
          {t('sponsorForm.shape')}
          <select name="aspectRatio" defaultValue={asset?.aspectRatio ?? 'rectangle'} className={SELECT}>
            <option value="rectangle">{t('sponsorForm.rectangle')}</option>
            <option value="square">{t('sponsorForm.square')}</option>
          </select>
        </label>
        <label className="text-sm font-medium text-stone-800">
          {t('sponsorForm.theme')}
          <select name="theme" defaultValue={asset?.theme ?? 'light'} className={SELECT}>
            <option value="light">{t('sponsorForm.light')}</option>
            <option value="dark">{t('sponsorForm.dark')}</option>
          </select>
        </label>
      </div>
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium text-stone-800">{t('sponsorForm.schedule')}</legend>
        <Field
          label={t('sponsorForm.starts')}
          name="startsAt"
          type="datetime-local"
          defaultValue={localInput(asset?.startsAt)}
          hint={t('sponsorForm.startsHint')}
          error={errors.startsAt}
        />
        <Field
          label={t('sponsorForm.ends')}
          name="endsAt"
          type="datetime-local"
          defaultValue={localInput(asset?.endsAt)}
          hint={t('sponsorForm.endsHint')}
          error={errors.endsAt}
        />
        <label className="text-sm font-medium text-stone-800">
          {t('sponsorForm.placement')}
          <select name="placement" defaultValue="popup" className={SELECT} aria-describedby="placement-hint">
            <option value="popup">{t('sponsorForm.popup')}</option>
          </select>
          <span id="placement-hint" className="mt-1.5 block font-normal text-stone-600">
            {t('sponsorForm.placementHint')}
          </span>
        </label>
      </fieldset>
      <label className="inline-flex min-h-11 items-center gap-2 sm:col-span-2">
        <input type="checkbox" name="isActive" defaultChecked={asset?.isActive ?? true} className="h-5 w-5 accent-brand-600" /> {t('sponsorForm.active')}
      </label>
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {asset ? t('sponsorForm.save') : t('sponsorForm.add')}
        </Button>
        {asset && (
          <Button variant="secondary" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
