import { Writable } from 'node:stream';
import pino from 'pino';
import { PinoLoggerService } from './process-logger';

function capture(): { service: PinoLoggerService; lines: () => Array<Record<string, unknown>> } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const logger = pino({ level: 'trace', serializers: { err: pino.stdSerializers.err } }, stream);
  return { service: new PinoLoggerService(logger), lines: () => chunks.join('').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('PinoLoggerService (start-up logging in pino JSON)', () => {
  it('writes Nest-style calls as pino lines with the context', () => {
    const { service, lines } = capture();
    service.log('Applied migrations: A, B', 'Migrations');
    service.warn('careful');
    expect(lines()).toEqual([
      expect.objectContaining({ level: 30, context: 'Migrations', msg: 'Applied migrations: A, B' }),
      expect.objectContaining({ level: 40, msg: 'careful' }),
    ]);
  });

  it('puts errors and Nest\'s (message, stack, context) into `err`, never as loose lines', () => {
    const { service, lines } = capture();
    service.error(new Error('boom'), 'Bootstrap');
    const stack = new Error('bad').stack!;
    service.error('Migration failed', stack, 'Migrations');
    const [first, second] = lines();
    expect(first).toMatchObject({ level: 50, context: 'Bootstrap', msg: 'boom', err: { type: 'Error', message: 'boom' } });
    expect(second).toMatchObject({ level: 50, context: 'Migrations', msg: 'Migration failed', err: { message: 'Migration failed', stack } });
  });
});
