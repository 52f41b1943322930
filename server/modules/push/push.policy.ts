import { msg } from '@common/i18n/keys.js';
import type { Config } from '../../config/env.js';
import type { OutboundPolicy } from '../../lib/outbound.js';

/**
 * Where the server may connect to deliver a push: the push services the configuration names, on public addresses
 * (checked when a subscription is stored and at every connection, push.send). `lookup` is the DNS lookup a test
 * replaces.
 */
export const pushPolicy = (config: Config, lookup?: OutboundPolicy['lookup']): OutboundPolicy => ({
  ...config.push,
  service: msg('errors:outbound.pushService'),
  lookup,
});
