import { useLocation, useSearch } from 'wouter';
import { hereHref } from './paths';

/** The page on screen with its query string: a sign-in prompt returns here with the search's place and filters kept. */
export function useHere() {
  const [pathname] = useLocation();
  return hereHref(pathname, useSearch());
}
