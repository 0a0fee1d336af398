import { Writable } from 'node:stream';
import { createLogger, type Logger, type LogLevel } from '../src/observability/logger';

export interface LogLine {
  level: string;
  msg?: string;
  reqId?: string;
  [field: string]: unknown;
}

/** A pino logger writing into memory: the JSON lines the server would print, read back as objects. */
export function captureLog(level: LogLevel = 'trace'): { logger: Logger; lines(): LogLine[]; text(): string } {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger({ level, destination });
  const text = () => chunks.join('');
  return {
    logger,
    text,
    lines: () =>
      text()
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as LogLine),
  };
}
