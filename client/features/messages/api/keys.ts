/** Query keys for messages, from ['messages'] down: a live event invalidates exactly what it changes. */
export const messageKeys = {
  all: ['messages'] as const,
  inbox: () => [...messageKeys.all, 'inbox'] as const,
  thread: (peerId: string) => [...messageKeys.all, 'thread', peerId] as const,
  history: (peerId: string) => [...messageKeys.all, 'history', peerId] as const,
  bulk: (farmId: number) => [...messageKeys.all, 'bulk', farmId] as const,
  mute: (farmId: number) => [...messageKeys.all, 'mute', farmId] as const,
};
