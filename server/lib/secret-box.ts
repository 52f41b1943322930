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

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('secret box key must be 32 bytes');
  // Its own key for tags, derived from the box's: one key is never used for two algorithms.
  const macKey = crypto.createHmac('sha256', key).update('fsf-mac').digest();
  const mac = (value: string) => crypto.createHmac('sha256', macKey).update(value).digest('base64url');
  return {
    mac,
    verifyMac(value, tag) {
      const want = Buffer.from(mac(value));
      const got = Buffer.from(tag);
      return got.length === want.length && crypto.timingSafeEqual(got, want);
    },
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** A 32-byte key from a passphrase of any length (APP_SECRET). */
export const keyFromSecret = (secret: string) => crypto.createHash('sha256').update(`fsf-secret-box:${secret}`).digest();
