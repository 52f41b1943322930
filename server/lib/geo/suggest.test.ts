import { describe, expect, it } from 'vitest';
import { resolveLocation, suggestLocations } from './gazetteer.js';

const labels = (prefix: string, limit?: number) => suggestLocations(prefix, limit).map((s) => s.label);

describe('suggestLocations', () => {
  it('completes city names, exact names first, then by size', () => {
    expect(labels('davis')[0]).toBe('Davis, CA');
    expect(labels('dav')).toContain('Davis, CA');
    expect(labels('springf').slice(0, 3)).toEqual(['Springfield, IL', 'Springfield, MA', 'Springfield, MO']);
    expect(labels('san fr')[0]).toBe('San Francisco, CA');
    expect(labels('toron')[0]).toBe('Toronto, ON');
    for (const label of labels('mont')) expect(label.toLowerCase().startsWith('mont')).toBe(true);
  });

  it('gives each suggestion the coordinates that resolving its label gives', () => {
    for (const s of suggestLocations('port', 8)) {
      const place = resolveLocation(s.label);
      expect(place, s.label).toMatchObject({ lat: s.lat, lng: s.lng });
    }
  });

  it('expands abbreviations but still matches words that merely start with them', () => {
    expect(labels('st lo')[0]).toBe('Saint Louis, MO');
    expect(labels('ft col')[0]).toBe('Fort Collins, CO');
    expect(labels('stock')).toContain('Stockton, CA');
  });

  it('narrows by region with or without a comma', () => {
    const withComma = labels('davis, c');
    expect(withComma[0]).toBe('Davis, CA');
    for (const l of withComma) expect(l).toMatch(/, C[A-Z]$/);
    expect(labels('springfield or')[0]).toBe('Springfield, OR');
    const mass = labels('springfield, mass');
    expect(mass[0]).toBe('Springfield, MA');
    for (const l of mass) expect(l).toMatch(/^Springfield.*, MA$/);
  });

  it('completes ZIP and FSA prefixes in code order', () => {
    const zips = labels('9561');
    expect(zips).toHaveLength(8);
    const codes = zips.map((l) => l.slice(-5));
    for (const c of codes) expect(c.startsWith('9561')).toBe(true);
    expect([...codes].sort()).toEqual(codes);
    expect(zips).toContain('Davis, CA 95616');
    expect(labels('k1a')).toEqual([resolveLocation('K1A')!.label]);
    expect(labels('m5v 3l9')).toEqual(['Toronto, ON M5V']);
  });

  it('respects the limit and rejects junk', () => {
    expect(labels('s', 3)).toHaveLength(3);
    expect(labels('s', 500).length).toBeLessThanOrEqual(50);
    expect(labels('s', 0)).toEqual([]);
    for (const q of ['', '   ', 'zzzzq', '<script>', 'x'.repeat(10_000)]) expect(labels(q), q.slice(0, 20)).toEqual([]);
    expect(suggestLocations(undefined as unknown as string)).toEqual([]);
  });

  it('is fast (figures logged, not asserted)', () => {
    const prefixes = ['s', 'sa', 'san', 'dav', 'st lo', 'springfield, m', 'new y', '9', '956', 'k1'];
    for (const p of prefixes) suggestLocations(p); // warm up JIT and the short-prefix cache
    const rounds = 200;
    const started = performance.now();
    for (let i = 0; i < rounds; i++) for (const p of prefixes) suggestLocations(p);
    const perCall = (performance.now() - started) / (rounds * prefixes.length);
    console.log(`[gazetteer] suggestLocations: ${(perCall * 1000).toFixed(0)} µs per call (mixed prefixes)`);
  });
});
