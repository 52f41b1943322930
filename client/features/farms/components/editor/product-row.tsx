import { useTranslation } from '@/lib/i18n/react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { CATEGORIES } from '@common/farms/catalog';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { useCatalogLabels } from '../../catalog-labels';
import type { ProductDraft } from './editor-state';
import { SelectField, Switch } from './form-controls';
import type { FieldErrors } from './validate';

interface ProductRowProps {
  product: ProductDraft;
  index: number;
  count: number;
  errors: FieldErrors;
  onChange: (patch: Partial<ProductDraft>) => void;
  onAvailable: (available: boolean) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  /** True when flipping the switch saves at once (a product already saved). */
  instant: boolean;
}

export function ProductRow({ product: p, index, count, errors, onChange, onAvailable, onMove, onRemove, instant }: ProductRowProps) {
  const { t } = useTranslation('farms');
  const labels = useCatalogLabels();
  const err = (k: string) => errors[`products.${index}.${k}`];
  const label = p.name.trim() || t('editor.product.fallback', { n: index + 1 });
  return (
    <li data-row-key={p.key} className="rounded-xl p-3 ring-1 ring-stone-200 sm:p-4" aria-label={p.name.trim() || t('editor.field.product', { n: index + 1 })}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Switch
          size="lg"
          checked={p.available}
          onChange={onAvailable}
          label={
            <>
              {t('editor.product.available')}
              <span className="sr-only">{t('editor.product.availableFor', { label })}</span>
            </>
          }
          description={instant ? t('editor.product.instant') : t('editor.product.withListing')}
        />
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" data-move aria-label={t('editor.product.moveUp', { label })} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUp className="h-5 w-5" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            data-move
            aria-label={t('editor.product.moveDown', { label })}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown className="h-5 w-5" aria-hidden="true" />
          </Button>
          <Button variant="ghost-danger" size="icon" aria-label={t('editor.product.remove', { label })} onClick={onRemove}>
            <Trash2 className="h-5 w-5" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field
          label={t('editor.product.name')}
          value={p.name}
          onChange={(e) => onChange({ name: e.target.value })}
          error={err('name')}
          maxLength={80}
          placeholder={t('editor.product.namePlaceholder')}
        />
        <SelectField
          label={t('editor.product.category')}
          value={p.category}
          onChange={(e) => onChange({ category: e.target.value as ProductDraft['category'] })}
          options={CATEGORIES.map((o) => ({ ...o, label: labels.category(o.id) }))}
          error={err('category')}
        />
        <div className="grid grid-cols-2 gap-3">
          <Field
            label={t('editor.product.price')}
            value={p.price}
            onChange={(e) => onChange({ price: e.target.value })}
            error={err('priceCents')}
            inputMode="decimal"
            placeholder="4.50"
          />
          <Field
            label={t('editor.product.per')}
            value={p.unit}
            onChange={(e) => onChange({ unit: e.target.value })}
            error={err('unit')}
            maxLength={30}
            placeholder={t('editor.product.perPlaceholder')}
          />
        </div>
        <Field
          label={t('editor.product.note')}
          value={p.note}
          onChange={(e) => onChange({ note: e.target.value })}
          error={err('note')}
          maxLength={200}
          placeholder={t('editor.product.notePlaceholder')}
        />
      </div>
    </li>
  );
}
