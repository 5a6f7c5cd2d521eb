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

/** Phones: balloons open as the modal. */
export const MOBILE_QUERY = '(max-width: 767.98px)';
/** List and map side by side from tablet-mini up. */
export const SPLIT_QUERY = '(min-width: 1024px)';

const noSubscribe = (): (() => void) => () => undefined;

/** False while rendering on the server and hydrating, true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
