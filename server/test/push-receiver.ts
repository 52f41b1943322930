import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

// web-push's own encryption library, used the other way round: as a browser's push service decrypts.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: crypto.ECDH; authSecret: string }): Buffer;
};

export interface ReceivedPush {
  endpointId: string;
  payload: unknown;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  vapid: { publicKey: string; audience: string; subject: string; expires: number };
}

/** A browser-side subscription: the keys a browser would make, and an endpoint at this receiver. */
export interface ReceiverSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: crypto.ECDH;
}

const b64u = (b: Buffer) => b.toString('base64url');

/** Verifies the VAPID header (RFC 8292): an ES256 JWT for this push service's origin, signed by key `k`. */
function verifyVapid(header: string | undefined, origin: string) {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`not a VAPID authorization: ${header}`);
  const [, jwt, k] = m;
  const [h, p, sig] = jwt.split('.');
  const raw = Buffer.from(k, 'base64url');
  const key = crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) }, format: 'jwk' });
  const ok = crypto.verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig, 'base64url'));
  if (!ok) throw new Error('VAPID signature does not verify');
  const header_ = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg: string };
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (header_.alg !== 'ES256') throw new Error(`VAPID alg ${header_.alg}`);
  if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud} is not ${origin}`);
  if (claims.exp * 1000 < Date.now() || claims.exp * 1000 > Date.now() + 24 * 3600_000 + 60_000) throw new Error('VAPID expiry out of range');
  return { publicKey: k, audience: claims.aud, subject: claims.sub, expires: claims.exp };
}

/**
 * A Web Push service on loopback (HTTPS with a self-signed certificate, as web-push only speaks HTTPS): checks
 * the VAPID signature, decrypts the aes128gcm payload with the subscription's private key, and answers with
 * the status a test chose for that endpoint (201 by default; 410 = the subscription is gone).
 */
export async function startPushReceiver() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fsf-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-days',
      '1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const cert = fs.readFileSync(path.join(dir, 'cert.pem'));
  const key = fs.readFileSync(path.join(dir, 'key.pem'));
  fs.rmSync(dir, { recursive: true, force: true });

  const subscriptions = new Map<string, ReceiverSubscription>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];

  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = (req.url ?? '').replace(/^\/push\//, '');
      const sub = subscriptions.get(id);
      const status = statuses.get(id) ?? 201;
      try {
        if (!sub) throw new Error(`unknown endpoint ${req.url}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        // The audience is the origin the push was sent to (as the Host header names it).
        const vapid = verifyVapid(req.headers.authorization, `https://${req.headers.host}`);
        if (status < 300) {
          const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: sub.ecdh, authSecret: sub.keys.auth });
          received.push({
            endpointId: id,
            payload: JSON.parse(plain.toString('utf8')),
            ttl: Number(req.headers.ttl),
            urgency: req.headers.urgency as string | undefined,
            topic: req.headers.topic as string | undefined,
            vapid,
          });
        }
        res.writeHead(status).end();
      } catch (err) {
        errors.push(String(err));
        res.writeHead(400).end(String(err));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as { port: number }).port}`;

  return {
    received,
    errors,
    /** TLS options that trust this receiver's certificate (what the app's push sender is given in tests). */
    tls: { ca: cert },
    origin,
    subscribe(): ReceiverSubscription {
      const id = crypto.randomUUID();
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const sub = { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(crypto.randomBytes(16)) }, ecdh };
      subscriptions.set(id, sub);
      return sub;
    },
    answer(sub: ReceiverSubscription, status: number) {
      statuses.set(sub.id, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
