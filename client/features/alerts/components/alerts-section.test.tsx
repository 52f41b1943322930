import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '@common/i18n/catalogues';
import type { Alert } from '@common/schemas/alerts';
import { getI18n, setI18n } from '@/lib/i18n/react';
import { createTranslator, type Resources } from '@/lib/i18n/translator';
import { alertKeys } from '../api/keys';
import { AlertsSection } from './alerts-section';

const before = getI18n();
afterEach(cleanup);
afterAll(() => before && setI18n(before));

const alert = (id: number, product: string, headsUp: boolean): Alert => ({
  id,
  product,
  place: { lat: 41.93, lng: -74, label: 'Home' },
  radius: 10,
  unit: 'mi',
  wants: 'available',
  headsUp,
  createdAt: '2026-12-01T12:00:00.000Z',
  expiresAt: '2027-06-01T12:00:00.000Z',
  expired: false,
});

function renderWith(items: Alert[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(alertKeys.list(), { items, limit: 20 });
  return render(
    <QueryClientProvider client={client}>
      <AlertsSection />
    </QueryClientProvider>,
  );
}

describe('AlertsSection', () => {
  it.each([
    ['en', 'And a week before it usually starts'],
    ['es', 'Y una semana antes de que suela empezar'],
  ] as const)('says which alerts also give the pre-season heads-up (%s, issue 32 point 3)', (language, said) => {
    setI18n(createTranslator({ language, resources: catalogues[language] as unknown as Resources }));
    renderWith([alert(2, 'strawberries', true), alert(1, 'peaches', false)]);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('strawberries');
    expect(items[0].textContent).toContain(said);
    expect(items[1].textContent).toContain('peaches');
    expect(items[1].textContent).not.toContain(said);
  });
});
