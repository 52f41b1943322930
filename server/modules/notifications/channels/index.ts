import type { NotificationType } from '@common/schemas/notifications.js';
import type { NotificationChannel } from './channel.js';
import { emailChannel } from './email.channel.js';
import { inAppChannel } from './in-app.channel.js';
import { pushChannel } from './push.channel.js';

export type { Delivery, NotificationChannel, Recipient } from './channel.js';
export { defineChannel } from './channel.js';

/**
 * The notification channels, in the order they are sent and shown (decision 060). A new channel is one module
 * and one line here, or a `registerChannel` at start-up when it depends on the environment (a provider's key).
 * In-app comes first: the notification it records gives the others their reference.
 */
const registry: NotificationChannel[] = [inAppChannel, pushChannel, emailChannel];

export const notificationChannels = (): readonly NotificationChannel[] => registry;
export const channelNames = (): string[] => registry.map((c) => c.name);

/**
 * Adds a channel, before the app is built so that the preferences' routes and documentation name it. Returns
 * what takes it out again (a test's channel: test files share the worker's modules).
 */
export function registerChannel(channel: NotificationChannel): () => void {
  if (registry.some((c) => c.name === channel.name)) throw new Error(`a notification channel named ${channel.name} is already registered`);
  registry.push(channel);
  return () => {
    const at = registry.indexOf(channel);
    if (at >= 0) registry.splice(at, 1);
  };
}

/** A type's channels when the user has not chosen: each channel's default. */
export const defaultChannels = (type: NotificationType): Record<string, boolean> => Object.fromEntries(registry.map((c) => [c.name, c.defaultFor(type)]));

/** A type's channels: what the user chose (a stored choice may predate a channel: that one is at its default). */
export const channelChoices = (type: NotificationType, chosen: Record<string, boolean> | null | undefined): Record<string, boolean> =>
  Object.fromEntries(registry.map((c) => [c.name, typeof chosen?.[c.name] === 'boolean' ? chosen[c.name] : c.defaultFor(type)]));
