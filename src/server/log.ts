/**
 * The server's log, through pino: one JSON object a line. Everything up to `info` (the access log,
 * start and stop) goes to stdout; warnings and errors, with their stack, to stderr, so a collector
 * can tell them apart and the visitor never sees them. `LOG_LEVEL` sets the threshold (`warn`
 * drops the access lines, `silent` everything). The Node server (scripts/serve.ts) and the
 * endpoints bundled by Astro each make one with the same settings; both write whole lines
 * synchronously, so lines never interleave and none is lost at exit.
 */
import pino, { type DestinationStream, type Level, type Logger } from 'pino';

export type { Logger } from 'pino';

/** The levels `LOG_LEVEL` accepts, quietest last. */
const LEVELS: readonly (Level | 'silent')[] = [
  'trace',
  'debug',
  'info',
  'warn',
  'error',
  'fatal',
  'silent',
];

/** The threshold named by `LOG_LEVEL` (any case), or `info` when it is unset or unknown. */
export function logLevel(value: string | undefined): Level | 'silent' {
  const level = value?.trim().toLowerCase();
  return LEVELS.find((known) => known === level) ?? 'info';
}

/** Where lines go: stdout for the access log and notes, stderr for warnings and errors. */
export interface LogStreams {
  out: DestinationStream;
  err: DestinationStream;
}

/** A logger at `level` over `streams` (the process's stdout and stderr by default). */
export function createLog(
  level: Level | 'silent' = logLevel(process.env['LOG_LEVEL']),
  streams: LogStreams = {
    out: pino.destination({ dest: 1, sync: true }),
    err: pino.destination({ dest: 2, sync: true }),
  },
): Logger {
  return pino(
    {
      level,
      // Level names, not numbers, and the time as ISO 8601 UTC: read by people as well as tools.
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    // dedupe: a line goes to the one stream of the highest level it reaches, not to both.
    pino.multistream(
      [
        { level: 'trace', stream: streams.out },
        { level: 'warn', stream: streams.err },
      ],
      { dedupe: true },
    ),
  );
}

/** This process's log. */
export const log: Logger = createLog();
