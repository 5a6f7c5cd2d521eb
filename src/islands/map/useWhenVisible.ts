/** True from the first time an element is on screen while `active` (stays true after). */
import { useEffect, useState, type RefObject } from 'react';

/** Latches once `ref` intersects the viewport and `active` holds. */
export function useWhenVisible(ref: RefObject<Element | null>, active: boolean): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !active || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active, seen]);
  return seen;
}
