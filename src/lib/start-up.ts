/**
 * The shell's start-up in turns. Every page's shell wires a dozen small parts (consent buttons,
 * the city button, menus, forms, services). Wired in the module's evaluation, they all joined its
 * one task (20–30 ms on a 2-core machine while the page loads, 100–300 ms at a low-tier phone's
 * CPU); now each part runs in a task of its own, in order, and a tap can be handled between them.
 * A part that throws is reported (the page's error listeners see it) and the next ones still run.
 * Measured after this change, the module's evaluation is still one task of 100–150 ms at that
 * CPU: what remains is evaluating the shell chunk itself.
 */

/** One start-up part: wires its elements, if the page has them. */
export type StartUpPart = () => void;

type Post = (task: () => void) => void;

/** A new task as soon as the browser allows: scheduler.postTask where there is one. */
export const postTask: Post = (task) => {
  const scheduler = (globalThis as { scheduler?: { postTask?: (task: () => void) => unknown } })
    .scheduler;
  if (scheduler?.postTask) void scheduler.postTask(task);
  else setTimeout(task, 0);
};

/** Run `parts` one task each, the first at once; `post` starts a new task (tests pass their own). */
export function startInTurns(
  parts: readonly StartUpPart[],
  post: Post = postTask,
  report: (error: unknown) => void = (error) => globalThis.reportError(error),
): void {
  let next = 0;
  const turn = (): void => {
    const part = parts[next];
    next += 1;
    try {
      part?.();
    } catch (error) {
      report(error);
    }
    if (next < parts.length) post(turn);
  };
  turn();
}

/**
 * Run `task` when the page is idle, within `timeout` ms; where there is no requestIdleCallback
 * (Safari), after `fallback` ms.
 */
export function whenIdle(task: () => void, timeout: number, fallback: number): void {
  if ('requestIdleCallback' in globalThis) requestIdleCallback(() => task(), { timeout });
  else setTimeout(task, fallback);
}

/**
 * Resolves in a task after the next frame has been drawn: work split this way gets its style and
 * layout in frames of its own. Where no frame comes (a hidden tab), after `fallback` ms.
 */
export function afterNextPaint(fallback = 200): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, fallback);
    requestAnimationFrame(() =>
      postTask(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });
}
