import { describe, expect, it } from 'vitest';
import { PaymentDetailsInputSchema } from '../schemas/payments.js';
import { displayHandle, normalizeHandle, payLink, payNote } from './pay-links.js';

// Each service's public rules (decision 065), with the exact link a shopper opens (issue 33 point 3).
describe('payment handles', () => {
  const pay = { amountCents: 1250, note: 'Green Acres: 2 × Eggs, Honey' };

  it('Venmo: 5–30 letters, numbers, - or _; @ and pasted links reduced to the name', () => {
    for (const ok of ['Green-Acres', '@Green-Acres', 'venmo.com/Green-Acres', 'https://venmo.com/u/Green-Acres', 'https://account.venmo.com/u/Green-Acres'])
      expect(normalizeHandle('venmo', ok)).toBe('Green-Acres');
    for (const bad of ['abcd', 'a'.repeat(31), 'green acres', 'green.acres', '@', 'green$acres']) expect(normalizeHandle('venmo', bad)).toBeNull();
    expect(payLink('venmo', 'Green-Acres', pay)).toBe(
      'https://venmo.com/Green-Acres?txn=pay&amount=12.50&note=Green%20Acres%3A%202%20%C3%97%20Eggs%2C%20Honey',
    );
    expect(payLink('venmo', 'Green-Acres')).toBe('https://venmo.com/Green-Acres');
    expect(displayHandle('venmo', 'Green-Acres')).toBe('@Green-Acres');
  });

  it('PayPal.me: up to 20 letters and numbers', () => {
    for (const ok of ['greenacres', 'paypal.me/greenacres', 'https://www.paypal.me/greenacres', 'https://paypal.com/paypalme/greenacres'])
      expect(normalizeHandle('paypal', ok)).toBe('greenacres');
    for (const bad of ['green-acres', 'green_acres', 'a'.repeat(21), '', 'green acres']) expect(normalizeHandle('paypal', bad)).toBeNull();
    expect(payLink('paypal', 'greenacres', pay)).toBe('https://paypal.me/greenacres/12.50USD');
  });

  it('Cash App: at most 20 characters with at least one letter; no dashes or spaces', () => {
    for (const ok of ['GreenAcres', '$GreenAcres', 'cash.app/$GreenAcres', 'https://cash.app/$GreenAcres'])
      expect(normalizeHandle('cash-app', ok)).toBe('GreenAcres');
    expect(normalizeHandle('cash-app', 'farm_22')).toBe('farm_22');
    for (const bad of ['12345', 'green-acres', 'a'.repeat(21), '$', 'green acres']) expect(normalizeHandle('cash-app', bad)).toBeNull();
    expect(payLink('cash-app', 'GreenAcres', pay)).toBe('https://cash.app/$GreenAcres/12.50');
  });

  it('Zelle: an email or a US phone, shown to copy; it has no pay link', () => {
    expect(normalizeHandle('zelle', ' Farm@Example.com ')).toBe('farm@example.com');
    expect(normalizeHandle('zelle', '(845) 555-0142')).toBe('8455550142');
    expect(normalizeHandle('zelle', '+1 845 555 0142')).toBe('8455550142');
    for (const bad of ['farm@', '555-0142', 'call me', '845555014x']) expect(normalizeHandle('zelle', bad)).toBeNull();
    expect(displayHandle('zelle', '8455550142')).toBe('(845) 555-0142');
    expect(payLink('zelle', 'farm@example.com', pay)).toBeNull();
  });

  it('the editor’s input: handles normalised, a bad one refused with its own message', () => {
    const ok = PaymentDetailsInputSchema.parse({ venmo: '@Green-Acres', paypal: '', cashApp: '$GreenAcres' });
    expect(ok).toMatchObject({ venmo: 'Green-Acres', paypal: null, cashApp: 'GreenAcres', zelle: null, tapToPay: false });
    const bad = PaymentDetailsInputSchema.safeParse({ venmo: 'abc', paypal: 'green-acres' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['venmo', 'errors:payments.venmo'],
      ['paypal', 'errors:payments.paypal'],
    ]);
  });

  it('the note names the stand and the items, and stays short', () => {
    expect(
      payNote('Green Acres', [
        { name: 'Eggs', quantity: 2 },
        { name: 'Honey', quantity: 1 },
      ]),
    ).toBe('Green Acres: 2 × Eggs, Honey');
    expect(payNote('S', [{ name: 'x'.repeat(300), quantity: 1 }])).toHaveLength(200);
  });
});
