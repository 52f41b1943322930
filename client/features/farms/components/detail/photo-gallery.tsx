import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import type { Photo } from '@common/schemas/farms';
import { cn } from '@/lib/utils';

/** One big photo and a row of thumbnails; each image keeps its own shape's space while it loads. */
export function PhotoGallery({ photos, name }: { photos: Photo[]; name: string }) {
  const { t } = useTranslation('farms');
  const [index, setIndex] = useState(0);
  if (!photos.length) return null;
  const photo = photos[Math.min(index, photos.length - 1)];
  return (
    <section aria-label={t('photos.label', { name })} className="space-y-2">
      <div className="overflow-hidden rounded-2xl bg-stone-200">
        <img
          src={photo.medium}
          srcSet={`${photo.thumb} 400w, ${photo.medium} 800w, ${photo.large} 1600w`}
          sizes="(min-width: 1024px) 60rem, 100vw"
          alt={photo.alt || t('photos.alt', { name })}
          width={photo.width}
          height={photo.height}
          className="aspect-[4/3] max-h-[28rem] w-full object-cover sm:aspect-[16/9]"
        />
      </div>
      {photos.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {photos.map((p, i) => (
            <li key={p.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={
                  p.alt ? t('photos.showWithAlt', { n: i + 1, total: photos.length, alt: p.alt }) : t('photos.show', { n: i + 1, total: photos.length })
                }
                aria-pressed={i === index}
                className={cn(
                  'block h-16 w-20 overflow-hidden rounded-lg ring-2 ring-offset-2 ring-offset-cream',
                  i === index ? 'ring-brand-600' : 'ring-transparent hover:ring-stone-300',
                )}
              >
                <img src={p.thumb} alt="" loading="lazy" width={80} height={64} className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
