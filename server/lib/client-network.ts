import ipaddr from 'ipaddr.js';

/** The prefix of `ip` (IPv4-mapped IPv6 counts as IPv4): `203.0.113.0/24`, `2001:db8:1:2::/64`. */
function prefixOf(ip: string, v4Bits: number, v6Bits: number): string {
  if (!ipaddr.isValid(ip)) return ip;
  const addr = ipaddr.process(ip);
  if (addr.kind() === 'ipv4') return `${ipaddr.IPv4.networkAddressFromCIDR(`${addr.toString()}/${v4Bits}`).toString()}/${v4Bits}`;
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${addr.toString()}/${v6Bits}`).toString()}/${v6Bits}`;
}

/**
 * What a per-source limit counts: the client's network, not its exact address (decision 009). One host gets an IPv6
 * /64 (often a /56) and can rotate through all of it, and a rented IPv4 /24 is cheap, so sign-up, sign-in, password
 * reset, the anonymous open-data calls and the anonymous counters share one budget per IPv4 /24 and IPv6 /64.
 */
export const networkKey = (ip: string) => prefixOf(ip, 24, 64);

/** The network of a home or office line, for an account's usual networks at sign-in: its /24 (IPv4) or /56 (IPv6). */
export const homeNetworkOf = (ip: string) => prefixOf(ip, 24, 56);

/**
 * Fastify's `trustProxy` for TRUST_PROXY (config/env.ts). A hop count trusts that many addresses from the socket
 * inwards, as Express does (`1`: the peer is the proxy, the client is the rightmost X-Forwarded-For entry), which
 * Fastify 5 no longer does for a number; a list is compiled by Fastify itself (proxy-addr). A hop count cannot tell
 * the proxy from a client that reaches the app's port directly: the app's ports must only be reachable through the
 * proxy (docs/deploy.md), or TRUST_PROXY lists the proxies' addresses.
 */
export function trustProxyOption(setting: false | number | string[]): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
