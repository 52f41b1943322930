import { CATEGORIES, FEATURES, PAYMENT_METHODS, labelOf } from '@common/farms/catalog';
import { useCatalogLabels } from '../../catalog-labels';

/** Read-only chips (categories, features, payment methods) with a heading, or nothing when empty. */
export function ChipList({ title, ids, catalog }: { title: string; ids: string[]; catalog: ReadonlyArray<{ id: string; label: string }> }) {
  const labels = useCatalogLabels();
  // The product's own vocabularies in the reader's language; any other list as it is given.
  const label =
    catalog === CATEGORIES
      ? labels.category
      : catalog === FEATURES
        ? labels.feature
        : catalog === PAYMENT_METHODS
          ? labels.payment
          : (id: string) => labelOf(catalog, id);
  if (!ids.length) return null;
  return (
    <div>
      <h3 className="mb-2 font-sans text-sm font-semibold uppercase tracking-wide text-stone-600">{title}</h3>
      <ul className="flex flex-wrap gap-2">
        {ids.map((id) => (
          <li key={id} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-inset ring-brand-200">
            {label(id)}
          </li>
        ))}
      </ul>
    </div>
  );
}
