import { describe, expect, it } from 'vitest';
import { catalogues, NAMESPACES } from '@common/i18n/catalogues';
import { createI18n } from '@common/i18n/create';
import type { Language } from '@common/i18n/languages';
import { claimSourceName } from './claim-source';

const tFor = (lang: Language) => createI18n(lang, { resources: catalogues, ns: NAMESPACES }).getFixedT(lang, 'trust');

describe('the source an imported listing came from, on "Is this your farm?"', () => {
  it('names the known sources', () => {
    expect(['osm', 'usda', 'csv'].map((s) => claimSourceName(tFor('en'), s))).toEqual(['OpenStreetMap', 'the USDA farmers market directory', 'a public list']);
  });

  it('says "a public list" for any other source instead of its code (the demo data says "demo")', () => {
    expect(claimSourceName(tFor('en'), 'demo')).toBe('a public list');
    expect(claimSourceName(tFor('es'), 'demo')).not.toMatch(/demo/);
    expect(claimSourceName(tFor('es'), 'demo')).toBe(claimSourceName(tFor('es'), 'csv'));
  });
});
