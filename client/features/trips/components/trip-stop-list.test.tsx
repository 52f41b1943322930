import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '@common/i18n/catalogues';
import type { Language } from '@common/i18n/languages';
import type { TripDetail, TripStop } from '@common/schemas/trips';
import { getI18n, setI18n } from '@/lib/i18n/react';
import { createTranslator, type Resources } from '@/lib/i18n/translator';
import { PastDayWarning } from './past-day-warning';
import { TripStopList } from './trip-stop-list';

const before = getI18n();
afterEach(cleanup);
afterAll(() => before && setI18n(before));
const use = (language: Language) => setI18n(createTranslator({ language, resources: catalogues[language] as unknown as Resources }));

const NY = 'America/New_York';
const stop = (id: number, name: string, arrival: string, atArrival: TripStop['atArrival'], km: number): TripStop => ({
  farm: { id, name, city: 'Kingston', region: 'NY', address: '1 Main St', lat: 41.9, lng: -74, timeZone: NY },
  leg: { km, minutes: 14 },
  arrival,
  departure: new Date(Date.parse(arrival) + 20 * 60_000).toISOString(),
  atArrival,
});
// Saturday 13 June 2026: 9:14 and 10:10 in New York (UTC-4).
const trip = {
  date: '2026-06-13',
  totals: { km: 95.8, driveMinutes: 28, openOnArrival: 1, closedOnArrival: 1 },
  stops: [
    stop(1, 'Apple Hill', '2026-06-13T13:14:00Z', { status: 'open', nextChange: '2026-06-13T21:00:00Z', todayLabel: '8:00 AM – 5:00 PM' }, 83.8),
    stop(2, 'Late Orchard', '2026-06-13T14:10:00Z', { status: 'closed', nextChange: '2026-06-13T18:00:00Z', todayLabel: '2:00 PM – 6:00 PM' }, 12),
  ],
} as TripDetail;

describe('TripStopList', () => {
  it('says each stop in English on the stand’s clock', () => {
    use('en');
    render(<TripStopList trip={trip} unit="mi" />);
    expect(screen.getByRole('article', { name: 'Stop 1: Apple Hill' }).textContent).toContain('Arrive 9:14 AM · leave 9:34 AM');
    expect(screen.getByText(/Open when you arrive/).textContent).toContain('Open when you arrive · closes 5 PM');
    expect(screen.getByText(/Closed when you arrive/).textContent).toContain('(opens 2 PM)');
    expect(screen.getByText(/52\.1 mi · 14 min drive/)).toBeTruthy();
  });

  it('says all of it in Spanish, with Spanish times and numbers', () => {
    use('es');
    const { container } = render(<TripStopList trip={trip} unit="mi" />);
    expect(screen.getByRole('article', { name: 'Parada 1: Apple Hill' }).textContent).toContain('Llegas 9:14 · sales 9:34');
    expect(screen.getByText(/Abierto cuando llegas/).textContent).toContain('Abierto cuando llegas · cierra a las 17:00');
    expect(screen.getByText(/Cerrado cuando llegas/).textContent).toContain('(abre a las 14:00)');
    expect(container.textContent).toContain('52,1 mi · 14 min en auto');
    expect(container.textContent).not.toMatch(/\b(AM|PM|closes|opens)\b/);
  });

  it('says the day of a time that falls after the trip’s day, and warns that the plan does not fit in it', () => {
    use('en');
    const { container, rerender } = render(<PastDayWarning trip={trip} />);
    expect(container.textContent).toBe('');
    // Three days of driving: Sunday 3:36 AM, then Monday 11:50 PM, leaving past midnight on Tuesday (New York).
    const far = {
      ...trip,
      totals: { ...trip.totals, driveMinutes: 11_157 },
      stops: [
        trip.stops[0],
        stop(3, 'Far Orchard', '2026-06-14T07:36:00Z', { status: 'closed', nextChange: null, todayLabel: 'Closed today' }, 1500),
        stop(4, 'Farther Farm', '2026-06-16T03:50:00Z', { status: 'unknown', nextChange: null, todayLabel: 'Closed today' }, 5000),
      ],
    } as TripDetail;
    rerender(<PastDayWarning trip={far} />);
    expect(container.textContent).toBe(
      'This plan doesn’t fit in one day: 185 h 57 min of driving, and you would reach Far Orchard on Sun, Jun 14, 3:36 AM. Take out the far-away stops, or plan them as another trip.',
    );
    cleanup();
    render(<TripStopList trip={far} unit="mi" />);
    expect(screen.getByRole('article', { name: 'Stop 1: Apple Hill' }).textContent).toContain('Arrive 9:14 AM · leave 9:34 AM');
    expect(screen.getByRole('article', { name: 'Stop 2: Far Orchard' }).textContent).toContain('Arrive 3:36 AM (Sun, Jun 14) · leave 3:56 AM');
    expect(screen.getByRole('article', { name: 'Stop 3: Farther Farm' }).textContent).toContain('Arrive 11:50 PM (Mon, Jun 15) · leave 12:10 AM (Tue, Jun 16)');
  });

  it('says the day and the warning in Spanish', () => {
    use('es');
    const far = {
      ...trip,
      stops: [stop(3, 'Far Orchard', '2026-06-14T07:36:00Z', { status: 'unknown', nextChange: null, todayLabel: 'Closed today' }, 1500)],
    } as TripDetail;
    const { container } = render(<PastDayWarning trip={far} />);
    expect(container.textContent).toContain('Este plan no cabe en un día: 28 min de manejo, y llegarías a Far Orchard el dom, 14 jun, 3:36.');
    render(<TripStopList trip={far} unit="mi" />);
    expect(screen.getByRole('article', { name: 'Parada 1: Far Orchard' }).textContent).toContain('Llegas 3:36 (dom, 14 jun) · sales 3:56');
  });
});
