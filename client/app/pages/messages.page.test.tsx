import { http } from 'msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConversationPageSchema } from '@common/schemas/messages';
import { aFarmer, aUser } from '@/test/fixtures';
import { json, renderPage, setUpPageTests, signedInAs } from '@/test/render-page';
import MessagesPage from './messages';

// Issue 35 point 4: the inbox as the app renders it, against the API's answers (msw, decision 061).
setUpPageTests();

const fred = aFarmer();
const conversation = {
  peer: { id: fred.id, firstName: 'Fred', userType: 'farmer', farmName: 'Hilltop Farm Stand', farmId: 7 },
  lastMessage: { id: 41, senderId: fred.id, body: 'The corn is in this morning!', createdAt: '2026-06-01T11:00:00.000Z', bulk: null },
  unreadCount: 2,
};

describe('the messages page', () => {
  it('lists the conversations the API answers, with the last message, and each opens its thread', async () => {
    renderPage(<MessagesPage params={{}} />, {
      address: '/messages',
      handlers: [signedInAs(aUser()), http.get('/api/messages', () => json(ConversationPageSchema, { items: [conversation], nextCursor: null }))],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: /Fred/ });
    expect(link.getAttribute('href')).toBe(`/messages/${fred.id}`);
    expect(link.textContent).toContain('Hilltop Farm Stand');
    expect(link.textContent).toContain('The corn is in this morning!');
    expect(link.textContent).toMatch(/2 unread/);
  });

  it('with no conversations, says how one starts and offers the search to a shopper', async () => {
    renderPage(<MessagesPage params={{}} />, {
      address: '/messages',
      handlers: [signedInAs(aUser()), http.get('/api/messages', () => json(ConversationPageSchema, { items: [], nextCursor: null }))],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'No conversations yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a stand' }).getAttribute('href')).toBe('/browse');
  });
});
