import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { newKey, type ProductDraft } from './editor-state';
import { useFocusAfterMove } from './use-focus-after-move';
import { EditorSection } from './form-controls';
import { ProductRow } from './product-row';
import type { FieldErrors } from './validate';

interface ProductsEditorProps {
  products: ProductDraft[];
  onChange: (next: ProductDraft[]) => void;
  onAvailable: (product: ProductDraft, available: boolean) => void;
  isInstant: (product: ProductDraft) => boolean;
  errors: FieldErrors;
}

/** What the stand sells. The big switches are the daily job: "strawberries are in" in one tap. */
export function ProductsEditor({ products, onChange, onAvailable, isInstant, errors }: ProductsEditorProps) {
  const { t } = useTranslation('farms');
  const list = useRef<HTMLUListElement>(null);
  const focusAfterMove = useFocusAfterMove(list, products);
  const patch = (key: string, p: Partial<ProductDraft>) => onChange(products.map((x) => (x.key === key ? { ...x, ...p } : x)));
  const move = (i: number, delta: -1 | 1) => {
    const next = [...products];
    [next[i], next[i + delta]] = [next[i + delta], next[i]];
    focusAfterMove(products[i].key, delta);
    onChange(next);
  };
  const add = () => {
    onChange([...products, { key: newKey(), name: '', category: 'produce', available: true, price: '', unit: '', note: '' }]);
    requestAnimationFrame(() => list.current?.querySelector<HTMLInputElement>('li:last-child input[type="text"], li:last-child input:not([type])')?.focus());
  };
  return (
    <EditorSection id="products" title={t('editor.products.title')} description={t('editor.products.description')}>
      {products.length === 0 && <p className="text-stone-700">{t('editor.products.none')}</p>}
      <ul ref={list} className="space-y-3">
        {products.map((p, i) => (
          <ProductRow
            key={p.key}
            product={p}
            index={i}
            count={products.length}
            errors={errors}
            instant={isInstant(p)}
            onChange={(x) => patch(p.key, x)}
            onAvailable={(v) => onAvailable(p, v)}
            onMove={(d) => move(i, d)}
            onRemove={() => onChange(products.filter((x) => x.key !== p.key))}
          />
        ))}
      </ul>
      <Button variant="secondary" onClick={add} className="w-full sm:w-auto">
        <Plus className="h-5 w-5" aria-hidden="true" /> {t('editor.products.add')}
      </Button>
    </EditorSection>
  );
}
