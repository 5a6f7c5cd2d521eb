/**
 * Reload on a new build (SPEC §4): every page carries its build id and every API answer its
 * `x-client-version`; when they differ the page is stale and the next navigation is a full load.
 * The guard allows one forced reload per path per 10 s so a broken deploy never loops.
 */

/** SPEC §4: at most one forced reload per path per 10 seconds. */
export const RELOAD_GUARD_MS = 10_000;

/** Header the API answers carry their build id in. */
export const CLIENT_VERSION_HEADER = 'x-client-version';

/** True when an answer's build id says the page is from an older build. */
export function isNewBuild(pageBuildId: string, answerBuildId: string | null | undefined) {
  return Boolean(answerBuildId) && Boolean(pageBuildId) && answerBuildId !== pageBuildId;
}

/** Where the guard keeps its last reload times (sessionStorage in the browser). */
export interface ReloadMemory {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const KEY = 'reload-guard';

function readTimes(memory: ReloadMemory): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(memory.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Ask the guard for a reload of `path` at `now` (ms): true (and remembered) when the path was
 * not force-reloaded in the last 10 s, false otherwise.
 */
export function claimReload(memory: ReloadMemory, path: string, now: number): boolean {
  const times = readTimes(memory);
  const last = times[path];
  if (last !== undefined && now - last < RELOAD_GUARD_MS) return false;
  const fresh: Record<string, number> = { [path]: now };
  for (const [key, time] of Object.entries(times)) {
    if (key !== path && now - time < RELOAD_GUARD_MS) fresh[key] = time;
  }
  try {
    memory.setItem(KEY, JSON.stringify(fresh));
  } catch {
    // storage full or blocked: reloading without memory is still bounded by the caller
  }
  return true;
}
