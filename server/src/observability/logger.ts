import pino, { type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

export type { Logger } from 'pino';
export type LogLevel = LevelWithSilent;
export const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * What never goes to the log, even inside an error object: credentials, and the values a failed SQL statement
 * carried (mysql2 writes them into `sql`, TypeORM keeps them in `parameters`: password hashes, emails). The SQL
 * text with its placeholders (`err.query`) stays: it is what an operator needs. Request bodies, GraphQL variables
 * and headers are never logged in the first place (observability/request-log.ts logs chosen fields only).
 */
export const REDACTED_PATHS = [
  'password',
  '*.password',
  'accessToken',
  '*.accessToken',
  'authorization',
  '*.authorization',
  'headers',
  '*.headers',
  'variables',
  'err.parameters',
  'err.sql',
  'err.driverError.sql',
  'err.driverError.parameters',
  'err.config',
];

export interface LoggerOptions {
  level?: LogLevel;
  /** Where the JSON lines go: stdout by default (tests pass a stream and read the lines back). */
  destination?: DestinationStream;
}

/** One JSON object a line, to stdout: what log collectors (journald, Docker, Loki, CloudWatch …) read as they are. */
export function createLogger({ level = 'info', destination }: LoggerOptions = {}): Logger {
  const options = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    formatters: { level: (label: string) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A logger that writes nothing (tests that don't read the log; scripts). */
export const silentLogger = (): Logger => pino({ level: 'silent' });
