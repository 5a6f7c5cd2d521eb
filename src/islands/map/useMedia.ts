/** A media query's current match, following changes (false before hydration). */
import { useEffect, useState, useSyncExternalStore } from 'react';

/** True while `query` matches. */
export function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    setMatches(list.matches);
    const onChange = (): void => setMatches(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

export { MOBILE_QUERY, SPLIT_QUERY } from '~/lib/restaurants/layout';

const noSubscribe = (): (() => void) => () => undefined;

/** False while rendering on the server and hydrating, true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
