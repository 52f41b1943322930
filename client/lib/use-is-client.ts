import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the server's markup is hydrated, true from the render after: for parts that
 * only exist in a browser (a map and its library), rendered as their placeholder first so hydration matches.
 */
export const useIsClient = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
