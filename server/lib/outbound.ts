import dns from 'node:dns';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { msg } from '@common/i18n/keys.js';
import { withValues, type Message } from './errors.js';

/**
 * Requests to addresses users give us (push endpoints) must never reach the server's own network: loopback,
 * private and link-local ranges, cloud metadata (169.254.169.254, fd00:ec2::254) and every other special range.
 * Only what ipaddr.js calls `unicast` (a public address) passes; loopback only where a test allows it.
 */
export interface OutboundPolicy {
  /** Host names that may be contacted: `fcm.googleapis.com`, or `*.example.com` for any name under it. */
  allowedHosts: readonly string[];
  /** Tests only (config refuses it elsewhere): a loopback address passes, so a receiver on 127.0.0.1 works. */
  allowLoopback: boolean;
  /** The ports an allowed host may be reached on: https's own (443) when not given. A loopback test receiver may use any. */
  ports?: readonly number[];
  /** What the allowed hosts are, for the message that refuses another one ("push service"). */
  service: string;
  /** How names are resolved; tests swap it to play a DNS server that rebinds. */
  lookup?: typeof dns.lookup;
}

type Verdict = 'public' | 'loopback' | 'private';

export function classifyAddress(address: string): Verdict {
  if (!ipaddr.isValid(address)) return 'private';
  // process() turns an IPv4-mapped IPv6 address (::ffff:10.0.0.1) back into the IPv4 it carries.
  const range = ipaddr.process(address).range();
  if (range === 'unicast') return 'public';
  return range === 'loopback' ? 'loopback' : 'private';
}

const permitted = (address: string, policy: OutboundPolicy) => {
  const verdict = classifyAddress(address);
  return verdict === 'public' || (verdict === 'loopback' && policy.allowLoopback);
};

export function hostMatches(host: string, patterns: readonly string[]) {
  const name = host.toLowerCase().replace(/\.$/, '');
  return patterns.some((p) => (p.startsWith('*.') ? name.endsWith(p.slice(1)) && name.length > p.length - 1 : name === p));
}

const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** An allowed host's other ports are other services (fcm.googleapis.com:22 is not where pushes go). */
function portProblem(url: URL, policy: OutboundPolicy): Message | null {
  const port = Number(url.port || 443);
  return (policy.ports ?? [443]).includes(port) ? null : withValues('errors:outbound.port', { port: String(port) });
}

/**
 * Why `rawUrl` may not be contacted, or null when it may. Checks the host against the allow-list and, for an IP
 * address, its range; with `resolve`, also every address the name resolves to now. A name that does not resolve
 * at all passes here: the connection is checked again by `guardedAgent`, with the addresses it really uses.
 */
export async function outboundProblem(rawUrl: string, policy: OutboundPolicy, { resolve = true } = {}): Promise<Message | null> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return msg('errors:outbound.notAUrl');
  }
  if (url.protocol !== 'https:') return msg('errors:outbound.httpsOnly');
  if (url.username || url.password) return msg('errors:outbound.credentials');
  const host = bareHost(url);
  const notAllowed = withValues('errors:outbound.unknownHost', { host, service: policy.service });
  if (ipaddr.isValid(host)) {
    if (!permitted(host, policy)) return msg('errors:outbound.privateAddress');
    if (classifyAddress(host) === 'loopback') return null;
    return hostMatches(host, policy.allowedHosts) ? portProblem(url, policy) : notAllowed;
  }
  const loopbackName = policy.allowLoopback && host === 'localhost';
  if (!loopbackName && !hostMatches(host, policy.allowedHosts)) return notAllowed;
  const wrongPort = loopbackName ? null : portProblem(url, policy);
  if (wrongPort || !resolve) return wrongPort;
  const addresses = await new Promise<dns.LookupAddress[]>((done) =>
    (policy.lookup ?? dns.lookup)(host, { all: true }, (err, list) => done(err ? [] : (list as dns.LookupAddress[]))),
  );
  const bad = addresses.find((a) => !permitted(a.address, policy));
  return bad ? withValues('errors:outbound.resolvesPrivate', { host }) : null;
}

/** A DNS lookup that fails for any name resolving to an address outside the policy (checked at connect time). */
export function guardedLookup(policy: OutboundPolicy): LookupFunction {
  const lookup = policy.lookup ?? dns.lookup;
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (err, list) => {
      const addresses = list as dns.LookupAddress[] | undefined;
      if (err || !addresses?.length) return callback(err ?? Object.assign(new Error(`${hostname} did not resolve`), { code: 'ENOTFOUND' }), '', 0);
      const bad = addresses.find((a) => !permitted(a.address, policy));
      if (bad) {
        const refused = Object.assign(new Error(`Refused to connect to ${hostname}: ${bad.address} is not a public address`), { code: 'EADDRNOTPUBLIC' });
        return callback(refused, '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

export const isRefusedAddress = (err: unknown) => (err as { code?: string } | null)?.code === 'EADDRNOTPUBLIC';

/** An HTTPS agent whose sockets only ever connect to addresses the policy allows (no DNS rebinding). */
export function guardedAgent(policy: OutboundPolicy, tls: https.AgentOptions = {}): https.Agent {
  return new https.Agent({ ...tls, keepAlive: true, lookup: guardedLookup(policy) });
}
