import { http } from 'msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TwoFactorStatusSchema, SessionListSchema } from '@common/schemas/account';
import { AlertListSchema } from '@common/schemas/alerts';
import { notificationPreferencesSchema, NOTIFICATION_TYPES } from '@common/schemas/notifications';
import { ApiKeyListSchema } from '@common/schemas/open-data';
import { PaysWithAnswerSchema } from '@common/schemas/shoppers';
import { aUser } from '@/test/fixtures';
import { json, renderPage, setUpPageTests, signedInAs } from '@/test/render-page';
import AccountSettingsPage from './account-settings';

// Issue 35 point 4: the account settings as the app renders them, against the API's answers (msw, decision 061).
setUpPageTests();

const account = [
  http.get('/api/account/2fa', () => json(TwoFactorStatusSchema, { enabled: true, recoveryCodesLeft: 3 })),
  http.get('/api/notification-preferences', () =>
    json(
      notificationPreferencesSchema(['inApp', 'push', 'email']),
      Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type.id, { inApp: true, push: false, email: true }])),
    ),
  ),
  http.get('/api/alerts', () => json(AlertListSchema, { items: [], limit: 20 })),
  http.get('/api/account/pays-with', () => json(PaysWithAnswerSchema, { paysWith: ['snap'] })),
  http.get('/api/account/api-keys', () => json(ApiKeyListSchema, { items: [], limit: 5 })),
  http.get('/api/account/sessions', () =>
    json(SessionListSchema, {
      items: [
        {
          id: 'this-one',
          current: true,
          userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
          createdAt: '2026-06-01T10:00:00.000Z',
          lastSeenAt: '2026-06-01T12:00:00.000Z',
        },
        {
          id: 'other-one',
          current: false,
          userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/140.0',
          createdAt: '2026-05-01T10:00:00.000Z',
          lastSeenAt: '2026-05-20T12:00:00.000Z',
        },
      ],
      nextCursor: null,
    }),
  ),
];

describe('the account settings page', () => {
  it('shows the signed-in user’s own account: name, email, two-step verification and sessions as the API answers them', async () => {
    renderPage(<AccountSettingsPage />, {
      address: '/account-settings',
      handlers: [signedInAs(aUser({ firstName: 'Ann', email: 'ann@example.com' })), ...account],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement).value).toBe('Ann');
    expect(document.body.textContent).toContain('ann@example.com');
    expect(await screen.findByText(/^3 of 10 recovery codes left\./)).toBeTruthy();
    const sessions = screen.getByRole('region', { name: 'Where you are signed in' });
    // The other device can be signed out; this one is marked as this device.
    expect(await within(sessions).findByText('This device')).toBeTruthy();
    expect(within(sessions).getByRole('button', { name: /^Sign out Firefox/ })).toBeTruthy();
    expect(within(sessions).getAllByRole('button', { name: /^Sign out (?!everywhere)/ })).toHaveLength(1);
  });
});
