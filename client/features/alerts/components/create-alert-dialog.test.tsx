import { http } from 'msw';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AlertSchema } from '@common/schemas/alerts';
import { aUser } from '@/test/fixtures';
import { json, renderPage, setUpPageTests, signedInAs } from '@/test/render-page';
import { CreateAlertDialog } from './create-alert-dialog';

setUpPageTests();

describe('CreateAlertDialog', () => {
  it('sends "Tell me a week before it usually starts" as headsUp (issue 32 point 3)', async () => {
    const sent: unknown[] = [];
    renderPage(<CreateAlertDialog place={{ near: '41.93,-74', label: 'Home' }} product="strawberries" trigger={<button type="button">Tell me</button>} />, {
      handlers: [
        signedInAs(aUser()),
        http.post('/api/alerts', async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          sent.push(body);
          return json(
            AlertSchema,
            {
              id: 1,
              product: body.product,
              place: { lat: 41.93, lng: -74, label: 'Home' },
              radius: body.radius,
              unit: 'mi',
              wants: body.wants,
              headsUp: body.headsUp,
              createdAt: '2026-12-01T12:00:00.000Z',
              expiresAt: '2027-06-01T12:00:00.000Z',
              expired: false,
            },
            { status: 201 },
          );
        }),
      ],
    });
    // Signed out (and until the user is known) the trigger is a sign-in link; signed in, it opens the dialog.
    await waitFor(() => expect(screen.queryByRole('link')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Tell me' }));
    const headsUp = await screen.findByRole('checkbox', { name: /Tell me a week before it usually starts/ });
    expect((headsUp as HTMLInputElement).checked).toBe(false);
    fireEvent.click(headsUp);
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([expect.objectContaining({ product: 'strawberries', near: '41.93,-74', headsUp: true, wants: 'available' })]);
  });

  it('opens again from the product it was opened for, what was typed before forgotten (its form loads on demand)', async () => {
    renderPage(<CreateAlertDialog place={{ near: '41.93,-74', label: 'Home' }} product="eggs" trigger={<button type="button">Tell me</button>} />, {
      handlers: [signedInAs(aUser())],
    });
    await waitFor(() => expect(screen.queryByRole('link')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Tell me' }));
    const product = await screen.findByRole('textbox');
    expect((product as HTMLInputElement).value).toBe('eggs');
    fireEvent.change(product, { target: { value: 'duck eggs' } });
    await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /close/i })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Tell me' }));
    expect(((await screen.findByRole('textbox')) as HTMLInputElement).value).toBe('eggs');
  });
});
