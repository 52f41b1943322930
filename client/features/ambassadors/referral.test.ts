import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetRef, rememberedRef, rememberRef } from './referral';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('remembered referral code', () => {
  it('keeps a valid code until sign-up, and forgets it after', () => {
    rememberRef('ROSA7K3M');
    expect(rememberedRef()).toBe('ROSA7K3M');
    forgetRef();
    expect(rememberedRef()).toBeUndefined();
  });

  it('ignores codes that are not plain, and a code older than 30 days', () => {
    rememberRef('<script>');
    expect(rememberedRef()).toBeUndefined();
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    rememberRef('ROSA7K3M');
    vi.setSystemTime(Date.UTC(2026, 0, 31) + 1);
    expect(rememberedRef()).toBeUndefined();
  });

  it('survives a corrupted entry', () => {
    localStorage.setItem('fsf:referral', '{not json');
    expect(rememberedRef()).toBeUndefined();
  });
});
