import { describe, expect, it } from 'vitest';
import { alertMessage } from './alert-message.js';

const facts = {
  product: 'Strawberries',
  farmName: 'Berry Patch',
  distance: 2.34,
  unit: 'mi' as const,
  place: 'Kingston, NY',
  open: { status: 'open' as const, nextChange: '2026-06-13T22:00:00Z', todayLabel: '' },
  timeZone: 'America/New_York',
};

describe('alertMessage', () => {
  it('says an alert in English as it always has', () => {
    expect(alertMessage(facts, 'en')).toEqual({
      title: 'Strawberries at Berry Patch',
      body: 'Berry Patch just marked Strawberries as available, 2.3 mi from Kingston, NY. Open now until 6:00 PM.',
    });
  });

  it('says it in Spanish for a Spanish-speaking user, numbers and clock included; the names people wrote stay as written', () => {
    expect(alertMessage(facts, 'es')).toEqual({
      title: 'Strawberries en Berry Patch',
      body: 'Berry Patch acaba de marcar Strawberries como disponible, a 2,3 mi de Kingston, NY. Abierto ahora hasta las 18:00.',
    });
    const closed = alertMessage({ ...facts, distance: 12.6, open: { status: 'closed', nextChange: '2026-06-14T13:00:00Z', todayLabel: '' } }, 'es');
    expect(closed.body).toBe('Berry Patch acaba de marcar Strawberries como disponible, a 13 mi de Kingston, NY. Cerrado ahora; abre el domingo a las 9:00.');
  });
});
