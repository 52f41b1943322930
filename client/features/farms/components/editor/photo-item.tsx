import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { Photo } from '@common/schemas/farms';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';

interface PhotoItemProps {
  photo: Photo;
  index: number;
  count: number;
  onAlt: (alt: string) => Promise<unknown>;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
}

export function PhotoItem({ photo, index, count, onAlt, onMove, onDelete }: PhotoItemProps) {
  const { t } = useTranslation('farms');
  const [alt, setAlt] = useState(photo.alt);
  const [saved, setSaved] = useState<string>();
  useEffect(() => setAlt(photo.alt), [photo.alt]);
  const label = t('editor.photo.fallback', { n: index + 1 });
  const commit = () => {
    if (alt.trim() === photo.alt) return;
    void onAlt(alt.trim()).then(
      () => setSaved(t('editor.photo.altSaved')),
      () => setSaved(t('editor.photo.altFailed')),
    );
  };
  return (
    <li data-row-key={photo.id} className="flex flex-col gap-3 rounded-xl p-3 ring-1 ring-stone-200 sm:flex-row">
      <img src={photo.thumb} alt={photo.alt} width={160} height={120} className="h-28 w-full shrink-0 rounded-lg bg-stone-200 object-cover sm:h-24 sm:w-32" />
      <div className="min-w-0 flex-1 space-y-2">
        <Field
          label={t('editor.photo.alt', { label })}
          value={alt}
          maxLength={300}
          onChange={(e) => setAlt(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && commit()}
          placeholder={t('editor.photo.altPlaceholder')}
          hint={saved}
        />
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" data-move aria-label={t('editor.photo.earlier', { label })} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUp className="h-5 w-5" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            data-move
            aria-label={t('editor.photo.later', { label })}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown className="h-5 w-5" aria-hidden="true" />
          </Button>
          <Button variant="ghost-danger" size="sm" onClick={onDelete} className="ml-auto" aria-label={t('editor.photo.deleteLabel', { label })}>
            <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('editor.photo.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
