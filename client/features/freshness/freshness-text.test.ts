import { describe, expect, it } from 'vitest';
import { freshnessLevel } from '@common/freshness';
import { catalogues, NAMESPACES } from '@common/i18n/catalogues';
import { createI18n } from '@common/i18n/create';
import type { Language } from '@common/i18n/languages';
import { availabilityText, hoursFreshnessText, shortFreshnessText, type FreshnessSay } from './freshness-text';

const say = (lang: Language): FreshnessSay => ({ t: createI18n(lang, { resources: catalogues, ns: NAMESPACES }).getFixedT(lang, 'freshness'), lang });
const en = say('en');
const es = say('es');

const NOW = new Date('2026-11-25T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString();
const f = (days: number | null, by: 'owner' | 'visitor' | 'import' | null) => {
  const at = days === null ? null : daysAgo(days);
  return { hoursConfirmedAt: at, hoursConfirmedBy: by, stockUpdatedAt: null, level: freshnessLevel(at, NOW) };
};

describe('freshness in plain words', () => {
  it('levels: fresh to 30 days, aging to 180, stale beyond or never', () => {
    expect([1, 30, 31, 180, 181].map((d) => freshnessLevel(daysAgo(d), NOW))).toEqual(['fresh', 'fresh', 'aging', 'aging', 'stale']);
    expect(freshnessLevel(null, NOW)).toBe('stale');
  });

  it('says who vouched for the hours and when, and names the import source', () => {
    expect(hoursFreshnessText(f(3, 'owner'), null, NOW, en)).toBe('Hours confirmed by the farmer 3 days ago');
    expect(hoursFreshnessText(f(2, 'visitor'), null, NOW, en)).toBe('Hours confirmed by a visitor 2 days ago');
    expect(hoursFreshnessText(f(300, 'owner'), null, NOW, en)).toMatch(/^Hours confirmed by the farmer .* — they may be out of date$/);
    expect(hoursFreshnessText({ ...f(0, 'import'), hoursConfirmedAt: '2024-03-20T00:00:00Z', level: 'stale' }, 'osm', NOW, en)).toBe(
      'Hours from OpenStreetMap, last checked March 2024 — unverified',
    );
    expect(hoursFreshnessText(f(null, null), 'usda', NOW, en)).toBe('Hours from the USDA market directory, never checked — unverified');
    expect(hoursFreshnessText(f(null, null), null, NOW, en)).toBe('Hours not confirmed by the farmer yet');
  });

  it('cards: short; products: "not confirmed lately" after two weeks', () => {
    expect(shortFreshnessText(f(3, 'owner'), NOW, en)).toBe('Hours confirmed 3 days ago');
    expect(shortFreshnessText({ ...f(0, 'import'), hoursConfirmedAt: '2026-06-10T00:00:00Z', level: 'aging' }, NOW, en)).toBe('Hours last checked June 2026');
    expect(shortFreshnessText(f(null, null), NOW, en)).toBe('Hours unverified');
    expect(availabilityText(daysAgo(13), NOW, en)).toEqual({ text: 'marked available 2 wk. ago', unconfirmed: false });
    expect(availabilityText(daysAgo(15), NOW, en).unconfirmed).toBe(true);
  });
});

describe('freshness in Spanish', () => {
  it('says who vouched and when, with Intl dates', () => {
    expect(hoursFreshnessText(f(3, 'owner'), null, NOW, es)).toBe('Horario confirmado por el agricultor hace 3 d');
    expect(hoursFreshnessText(f(300, 'visitor'), null, NOW, es)).toMatch(/^Horario confirmado por un visitante .*; puede estar desactualizado$/);
    expect(hoursFreshnessText({ ...f(0, 'import'), hoursConfirmedAt: '2024-03-20T00:00:00Z', level: 'stale' }, 'osm', NOW, es)).toBe(
      'Horario de OpenStreetMap, revisado por última vez en marzo de 2024; sin verificar',
    );
    expect(shortFreshnessText(f(null, null), NOW, es)).toBe('Horario sin verificar');
    expect(availabilityText(daysAgo(1), NOW, es).text).toBe('marcado como disponible ayer');
  });
});
