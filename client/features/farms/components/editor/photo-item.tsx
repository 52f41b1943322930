import { useEffect, useState } from 'react';
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
  const [alt, setAlt] = useState(photo.alt);
  const [saved, setSaved] = useState<string>();
  useEffect(() => setAlt(photo.alt), [photo.alt]);
  const label = `photo ${index + 1}`;
  const commit = () => {
    if (alt.trim() === photo.alt) return;
    void onAlt(alt.trim()).then(
      () => setSaved('Description saved'),
      () => setSaved('Couldn’t save the description. Try again.'),
    );
  };
  return (
    <li data-row-key={photo.id} className="flex flex-col gap-3 rounded-xl p-3 ring-1 ring-stone-200 sm:flex-row">
      <img src={photo.thumb} alt={photo.alt} width={160} height={120} className="h-28 w-full shrink-0 rounded-lg bg-stone-200 object-cover sm:h-24 sm:w-32" />
      <div className="min-w-0 flex-1 space-y-2">
        <Field
          label={`Describe ${label} for people who can’t see it`}
          value={alt}
          maxLength={300}
          onChange={(e) => setAlt(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && commit()}
          placeholder="Crates of strawberries on the stand's counter"
          hint={saved}
        />
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" data-move aria-label={`Move ${label} earlier`} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUp className="h-5 w-5" aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" data-move aria-label={`Move ${label} later`} disabled={index === count - 1} onClick={() => onMove(1)}>
            <ArrowDown className="h-5 w-5" aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} className="ml-auto text-tomato-700 hover:bg-red-50" aria-label={`Delete ${label}`}>
            <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
