/**
 * Errors of islands that failed to render (src/islands/ui/IslandBoundary.tsx), apart from
 * ./errors.ts so that every page's shell, which carries that module, does not carry this too.
 */
import { firstInWindow } from './errors';

/**
 * An island that failed to render: reported once per (island, message) in 3000 ms as SPEC §8
 * deduplicates errors, through the path every uncaught error takes (the window's error event: the
 * Sentry loader takes it and the SDK once loaded), and logged.
 */
export function reportIslandError(island: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (!firstInWindow(`island\u0000${island}\u0000${message}`)) return;
  globalThis.reportError(error);
}
