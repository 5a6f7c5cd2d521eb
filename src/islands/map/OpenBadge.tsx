/** The open-now line with a coloured dot: open, closing soon, closed or temporarily closed. */
import { CLOSING_SOON_MINUTES, openStateText, type OpenState } from '~/lib/hours';

/** The state's tone for colouring. */
function tone(state: OpenState): 'open' | 'soon' | 'closed' {
  if (state.kind === 'allDay') return 'open';
  if (state.kind === 'open') return state.minutesLeft <= CLOSING_SOON_MINUTES ? 'soon' : 'open';
  return 'closed';
}

/** Open-now state of a restaurant. */
export default function OpenBadge({ state }: { state: OpenState }) {
  return <span className={`open-state open-state--${tone(state)}`}>{openStateText(state)}</span>;
}
