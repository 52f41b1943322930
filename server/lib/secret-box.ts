import crypto from 'node:crypto';

/**
 * Authenticated encryption (AES-256-GCM) for secrets the server must read back, such as TOTP keys:
 * a copy of the database alone does not reveal them when the key comes from the environment (APP_SECRET).
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
  /** A tag (HMAC-SHA256, base64url) only the server can make: for values it hands out and must recognise, e.g. cookies. */
  mac(value: string): string;
  /** Whether `tag` is mac(value), compared in constant time. */
  verifyMac(value: string, tag: string): boolean;
}

/**
 * A box that seals and tags with `key` and still opens and recognises what `previous` keys made: while APP_SECRET is
 * rotated (APP_SECRET_PREVIOUS, docs/operations.md), nothing sealed before stops working, and `npm run secrets:rotate`
 * re-seals it under the new key.
 */
export function secretBox(key: Buffer, previous: Buffer[] = []): SecretBox {
  for (const k of [key, ...previous]) if (k.length !== 32) throw new Error('secret box key must be 32 bytes');
  // Its own key for tags, derived from the box's: one key is never used for two algorithms.
  const macWith = (k: Buffer) => {
    const macKey = crypto.createHmac('sha256', k).update('fsf-mac').digest();
    return (value: string) => crypto.createHmac('sha256', macKey).update(value).digest('base64url');
  };
  const macs = [key, ...previous].map(macWith);
  const mac = macs[0];
  const openWith = (k: Buffer, sealed: string) => {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
    const decipher = crypto.createDecipheriv('aes-256-gcm', k, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  };
  return {
    mac,
    verifyMac(value, tag) {
      const got = Buffer.from(tag);
      return macs.some((m) => {
        const want = Buffer.from(m(value));
        return got.length === want.length && crypto.timingSafeEqual(got, want);
      });
    },
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed) {
      let failure: unknown;
      for (const k of [key, ...previous]) {
        try {
          return openWith(k, sealed);
        } catch (err) {
          failure ??= err;
        }
      }
      throw failure;
    },
  };
}

/** A 32-byte key from a passphrase of any length (APP_SECRET). */
export const keyFromSecret = (secret: string) => crypto.createHash('sha256').update(`fsf-secret-box:${secret}`).digest();
