import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes, recoveryCodeMatches, totpCode, totpStep } from './totp.js';

// RFC 6238 appendix B: the seeds are the ASCII strings below, 8-digit codes, 30-second steps.
const SEEDS = {
  SHA1: '12345678901234567890',
  SHA256: '12345678901234567890123456789012',
  SHA512: '1234567890123456789012345678901234567890123456789012345678901234',
} as const;
const VECTORS: Array<[number, string, 'SHA1' | 'SHA256' | 'SHA512']> = [
  [59, '94287082', 'SHA1'],
  [59, '46119246', 'SHA256'],
  [59, '90693936', 'SHA512'],
  [1111111109, '07081804', 'SHA1'],
  [1111111109, '68084774', 'SHA256'],
  [1111111109, '25091201', 'SHA512'],
  [1111111111, '14050471', 'SHA1'],
  [1111111111, '67062674', 'SHA256'],
  [1111111111, '99943326', 'SHA512'],
  [1234567890, '89005924', 'SHA1'],
  [1234567890, '91819424', 'SHA256'],
  [1234567890, '93441116', 'SHA512'],
  [2000000000, '69279037', 'SHA1'],
  [2000000000, '90698825', 'SHA256'],
  [2000000000, '38618901', 'SHA512'],
  [20000000000, '65353130', 'SHA1'],
  [20000000000, '77737706', 'SHA256'],
  [20000000000, '47863826', 'SHA512'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at %i s gives %s with %s', (seconds, expected, algorithm) => {
    const secret = Secret.fromLatin1(SEEDS[algorithm]).base32;
    expect(totpCode(secret, seconds * 1000, { algorithm, digits: 8 })).toBe(expected);
  });

  it('the 6-digit SHA-1 code apps show is the last six digits of the RFC value', () => {
    const secret = Secret.fromLatin1(SEEDS.SHA1).base32;
    expect(totpCode(secret, 59_000)).toBe('287082');
    // step 1 at t=59 s; one step of drift either way is accepted and reported as its own step
    expect(totpStep(secret, '287082', 59_000)).toBe(1);
    expect(totpStep(secret, '287082', 89_000)).toBe(1);
    expect(totpStep(secret, '287082', 119_000)).toBeNull();
    expect(totpStep(secret, '28708', 59_000)).toBeNull();
    expect(totpStep(secret, 'abcdef', 59_000)).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are ten distinct readable codes, matched after normalising, stored salted', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = hashRecoveryCode(codes[0]);
    expect(stored).not.toContain(codes[0].replace('-', ''));
    expect(hashRecoveryCode(codes[0])).not.toBe(stored); // salted
    expect(recoveryCodeMatches(stored, codes[0].toUpperCase().replace('-', ' '))).toBe(true);
    expect(recoveryCodeMatches(stored, codes[1])).toBe(false);
  });
});
