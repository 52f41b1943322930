import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '@common/i18n/catalogues';
import { NOTIFICATION_TYPES, type NotificationPreferences } from '@common/schemas/notifications';
import { getI18n, setI18n } from '@/lib/i18n/react';
import { createTranslator, type Resources } from '@/lib/i18n/translator';
import { notificationKeys } from '../api/keys';
import { NotificationPreferences as Preferences } from './notification-preferences';

const before = getI18n();
afterEach(cleanup);
afterAll(() => before && setI18n(before));

/** The page with the server's answer already in the cache (as after its first load). */
function renderWith(prefs: NotificationPreferences) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(notificationKeys.preferences(), prefs);
  return render(
    <QueryClientProvider client={client}>
      <Preferences />
    </QueryClientProvider>,
  );
}

describe('NotificationPreferences', () => {
  it('draws one column per channel the server names, in its order, labelled from the catalogue (decision 060)', () => {
    // A fourth channel, as the registry would send it, with its label added to the catalogue as a new channel does.
    const en = catalogues.en as unknown as Resources;
    const notifications = en.notifications as Record<string, Record<string, string>>;
    setI18n(
      createTranslator({
        language: 'en',
        resources: { ...en, notifications: { ...notifications, channels: { ...notifications.channels, sms: 'Text message' } } },
      }),
    );
    const prefs = Object.fromEntries(
      NOTIFICATION_TYPES.map((t) => [t.id, { inApp: true, push: t.defaults.push, email: t.defaults.email, sms: t.id === 'message' }]),
    ) as unknown as NotificationPreferences;
    renderWith(prefs);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Type', 'In the app', 'Push', 'Email', 'Text message']);
    expect((screen.getByRole('checkbox', { name: 'New messages: Text message' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Achievements: Text message' }) as HTMLInputElement).checked).toBe(false);
    expect(within(table).getAllByRole('checkbox')).toHaveLength(NOTIFICATION_TYPES.length * 4);
  });

  it('shows the three channels of today in Spanish', () => {
    setI18n(createTranslator({ language: 'es', resources: catalogues.es as unknown as Resources }));
    const prefs = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t.id, { ...t.defaults }])) as unknown as NotificationPreferences;
    renderWith(prefs);
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(1)).toEqual([
      catalogues.es.notifications.channels.inApp,
      catalogues.es.notifications.channels.push,
      catalogues.es.notifications.channels.email,
    ]);
  });
});
