import { useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { SponsorAssetInputSchema } from '@common/schemas/site';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { errorText } from '@/features/auth/api/use-user';
import { useAdminSponsors, useSponsorMutations } from '../api/sponsors';

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export function SponsorsAdmin() {
  const { data, isLoading } = useAdminSponsors();
  const { create, update, remove } = useSponsorMutations();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [mediaType, setMediaType] = useState<'image' | 'video' | 'youtube'>('image');

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const raw = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = SponsorAssetInputSchema.safeParse({
      title: raw.title,
      linkUrl: raw.linkUrl,
      mediaType,
      imageUrl: mediaType === 'image' ? raw.mediaUrl : null,
      videoUrl: mediaType === 'image' ? null : raw.mediaUrl,
      altText: raw.altText,
      ctaText: raw.ctaText || 'Learn More',
      aspectRatio: raw.aspectRatio,
      theme: raw.theme,
    });
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const i of parsed.error.issues) out[String(i.path[0])] ??= i.message;
      return setErrors(out);
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        form.reset();
        toast({ title: 'Sponsor added', variant: 'success' });
      },
      onError: (err) => toast({ title: 'Could not add the sponsor', description: errorText(err), variant: 'error' }),
    });
  }

  return (
    <div className="space-y-8">
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Sponsors, scrolls sideways">
        <table className="w-full min-w-[640px] text-left text-sm">
          <caption className="sr-only">Sponsor assets with impressions, clicks and click rate</caption>
          <thead className="border-b border-stone-200 text-stone-700">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">Title</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Media</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Active</th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">Impressions</th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">Clicks</th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">Click rate</th>
              <th scope="col" className="py-2"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {isLoading && (
              <tr><td colSpan={7} className="py-4 text-stone-600">Loading sponsors…</td></tr>
            )}
            {data?.items.length === 0 && (
              <tr><td colSpan={7} className="py-4 text-stone-600">No sponsors yet. Add the first one below.</td></tr>
            )}
            {data?.items.map((s) => (
              <tr key={s.id}>
                <td className="py-2 pr-3 font-medium">{s.title}</td>
                <td className="py-2 pr-3">{s.mediaType}</td>
                <td className="py-2 pr-3">
                  <label className="inline-flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={s.isActive}
                      onChange={(e) => update.mutate({ id: s.id, input: { ...s, isActive: e.target.checked } })}
                      className="h-4 w-4 accent-brand-600"
                    />
                    <span className="sr-only">Active: {s.title}</span>
                  </label>
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{s.impressions}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{s.clicks}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{pct(s.clickRate)}</td>
                <td className="py-2 text-right">
                  <Button variant="ghost" size="sm" aria-label={`Delete ${s.title}`} onClick={() => confirm(`Delete “${s.title}”?`) && remove.mutate(s.id)}>
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <form onSubmit={submit} noValidate className="grid gap-4 rounded-2xl bg-stone-50 p-5 sm:grid-cols-2">
        <h3 className="text-lg font-semibold sm:col-span-2">Add a sponsor</h3>
        <Field label="Title" name="title" error={errors.title} />
        <Field label="Link URL" name="linkUrl" type="url" placeholder="https://" error={errors.linkUrl} />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-stone-800">Media</legend>
          <div className="mt-2 flex gap-4">
            {(['image', 'video', 'youtube'] as const).map((m) => (
              <label key={m} className="inline-flex items-center gap-2">
                <input type="radio" name="mediaType" checked={mediaType === m} onChange={() => setMediaType(m)} className="accent-brand-600" /> {m === 'youtube' ? 'YouTube' : m[0].toUpperCase() + m.slice(1)}
              </label>
            ))}
          </div>
        </fieldset>
        <Field label={mediaType === 'image' ? 'Image URL' : 'Video URL'} name="mediaUrl" error={errors.imageUrl ?? errors.videoUrl} />
        <Field label="Alt text (what the image shows)" name="altText" error={errors.altText} />
        <Field label="Button text" name="ctaText" placeholder="Learn More" error={errors.ctaText} />
        <div className="grid grid-cols-2 gap-3">
          <label className="text-sm font-medium text-stone-800">
            Shape
            <select name="aspectRatio" className="mt-1.5 h-11 w-full rounded-xl border border-stone-300 bg-white px-2">
              <option value="rectangle">Rectangle</option>
              <option value="square">Square</option>
            </select>
          </label>
          <label className="text-sm font-medium text-stone-800">
            Theme
            <select name="theme" className="mt-1.5 h-11 w-full rounded-xl border border-stone-300 bg-white px-2">
              <option value="light">Light</option>
              <option value="dark">Dark</option>
            </select>
          </label>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={create.isPending}>
            Add sponsor
          </Button>
        </div>
      </form>
    </div>
  );
}
