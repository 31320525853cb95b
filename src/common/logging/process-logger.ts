import type { LoggerService } from '@nestjs/common';
import { format } from 'node:util';
import pino, { Logger as Pino } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * The process's pino logger for what happens outside the Nest app (configuration, migrations,
 * start-up failures, libraries writing to the console): the same JSON lines as the app's
 * nestjs-pino logger (`level` number, `time`, `msg`, `context`, errors as `err`).
 */
export function createProcessLogger(level: string): Pino {
  return pino({ level, serializers: { err: pino.stdSerializers.err } });
}

/** Writes one entry; an Error becomes `err` (message, type, stack as fields, never raw lines). */
function write(logger: Pino, level: Level, message: unknown, rest: unknown[], context?: string): void {
  const base = context ? { context } : {};
  const error = [message, ...rest].find((value): value is Error => value instanceof Error);
  if (message instanceof Error) {
    logger[level]({ ...base, err: message }, rest.length ? format(...rest) : message.message);
  } else if (message && typeof message === 'object') {
    logger[level]({ ...base, ...(message as object) }, rest.length ? format(...rest) : undefined);
  } else if (error) {
    logger[level]({ ...base, err: error }, format(message, ...rest.filter((value) => value !== error)));
  } else {
    logger[level](base, format(message, ...rest));
  }
}

/** Nest's LoggerService over pino, for start-up before the app (and its nestjs-pino logger) exists. */
export class PinoLoggerService implements LoggerService {
  constructor(private readonly logger: Pino) {}

  log(message: unknown, ...params: unknown[]): void {
    this.entry('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.entry('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.entry('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.entry('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.entry('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.entry('fatal', message, params);
  }

  /** Nest passes the context last; `error(message, stack, context)` carries a stack string. */
  private entry(level: Level, message: unknown, params: unknown[]): void {
    const rest = [...params];
    const context = rest.length && typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    if (level === 'error' && typeof message === 'string' && rest.length === 1 && typeof rest[0] === 'string' && rest[0].includes('\n    at ')) {
      this.logger.error({ ...(context ? { context } : {}), err: { message, stack: rest[0] } }, message);
      return;
    }
    write(this.logger, level, message, rest, context);
  }
}

/**
 * Libraries that print with console.* (BullMQ's last-resort error output, MikroORM's default
 * logger, Node warnings from dependencies) go through pino too, so every line of stdout is one
 * JSON object and stack traces live inside `err`.
 */
export function routeConsoleToLogger(logger: Pino): void {
  const child = logger.child({ context: 'console' });
  console.log = (message?: unknown, ...rest: unknown[]) => write(child, 'info', message, rest);
  console.info = console.log;
  console.debug = (message?: unknown, ...rest: unknown[]) => write(child, 'debug', message, rest);
  console.warn = (message?: unknown, ...rest: unknown[]) => write(child, 'warn', message, rest);
  console.error = (message?: unknown, ...rest: unknown[]) => write(child, 'error', message, rest);
}
