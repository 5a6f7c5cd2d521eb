/** The locator's layouts by viewport (SPEC §9 breakpoints), shared by the island and page script. */
import { BREAKPOINTS } from '~/lib/breakpoints';

/** Phones: balloons open as the modal. */
export const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.mobile - 0.02}px)`;
/** List and map side by side from tablet-mini up: the map is on screen from the start. */
export const SPLIT_QUERY = `(min-width: ${BREAKPOINTS.tabletMini}px)`;
