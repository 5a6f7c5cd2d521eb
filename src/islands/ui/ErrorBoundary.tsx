/**
 * Shows `fallback` when a child fails to render or its code fails to load (a lazy part on a flaky
 * network): the rest of the island stays. SPEC §8 map errors; the menu's dialogs.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
  /** Called once with the error (a fallback action: go to the part's own page). */
  onError?: (error: unknown) => void;
}

/** A render/load error boundary. */
export default class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('a part of the page failed to load', error);
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
