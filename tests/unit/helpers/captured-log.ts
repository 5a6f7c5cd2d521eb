/** A pino logger of the server's settings (src/server/log.ts) whose lines are kept, not printed. */
import type { Level } from 'pino';
import { createLog, type Logger } from '~/server/log';

/** A logger and the parsed lines it wrote to each stream. */
export interface CapturedLog {
  log: Logger;
  out: Record<string, unknown>[];
  err: Record<string, unknown>[];
}

/** Captures what the server would write to stdout (`out`) and stderr (`err`). */
export function capturedLog(level: Level | 'silent' = 'info'): CapturedLog {
  const out: Record<string, unknown>[] = [];
  const err: Record<string, unknown>[] = [];
  const stream = (lines: Record<string, unknown>[]) => ({
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  return { log: createLog(level, { out: stream(out), err: stream(err) }), out, err };
}
