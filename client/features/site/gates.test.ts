import { describe, expect, it } from 'vitest';
import { gateFor } from './gates';

const base = { maintenance: false, comingSoon: false, isAdmin: false, pathname: '/browse' };

describe('gateFor (docs/product.md §S4)', () => {
  it('shows nothing when both switches are off', () => {
    expect(gateFor(base)).toBeNull();
  });
  it('shows maintenance everywhere but /maintenance, /auth, /forgot-password, /reset-password', () => {
    for (const p of ['/', '/browse', '/farm/1', '/admin', '/coming-soon']) expect(gateFor({ ...base, maintenance: true, pathname: p })).toBe('maintenance');
    for (const p of ['/maintenance', '/auth', '/forgot-password', '/reset-password']) expect(gateFor({ ...base, maintenance: true, pathname: p })).toBeNull();
  });
  it('shows coming-soon everywhere but /coming-soon and the sign-in pages', () => {
    expect(gateFor({ ...base, comingSoon: true, pathname: '/' })).toBe('coming-soon');
    expect(gateFor({ ...base, comingSoon: true, pathname: '/maintenance' })).toBe('coming-soon');
    for (const p of ['/coming-soon', '/auth', '/forgot-password', '/reset-password']) expect(gateFor({ ...base, comingSoon: true, pathname: p })).toBeNull();
  });
  it('keeps /verify-2fa open too: an admin with two-step verification signs in through it', () => {
    expect(gateFor({ ...base, maintenance: true, pathname: '/verify-2fa' })).toBeNull();
    expect(gateFor({ ...base, comingSoon: true, pathname: '/verify-2fa' })).toBeNull();
    expect(gateFor({ ...base, maintenance: true, pathname: '/verify-email' })).toBe('maintenance');
  });
  it('lets maintenance win over coming-soon', () => {
    expect(gateFor({ ...base, maintenance: true, comingSoon: true })).toBe('maintenance');
    expect(gateFor({ ...base, maintenance: true, comingSoon: true, pathname: '/coming-soon' })).toBe('maintenance');
  });
  it('lets admins bypass both', () => {
    expect(gateFor({ ...base, maintenance: true, comingSoon: true, isAdmin: true })).toBeNull();
  });
});
