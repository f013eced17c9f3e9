import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { bindRequestLog, RequestLogger } from './request-logger.ts';

/** A pino logger writing to an array, counting the children it makes. */
function parentLogger(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  let children = 0;
  // pino's children inherit from their parent: the counter is called on the child's behalf too.
  const child = logger.child;
  logger.child = function (this: typeof logger, ...args: Parameters<typeof child>) {
    children++;
    return child.apply(this, args);
  } as typeof logger.child;
  return { logger, lines, children: () => children };
}

describe('a request logger', () => {
  it('makes no child while nothing is logged, nor for a line below the level', () => {
    const parent = parentLogger('info');
    const log = new RequestLogger(parent.logger, { reqId: 'r-1' }, {});
    bindRequestLog({ log }, { company: 'alpha' });
    log.debug({ req: 'x' }, 'incoming request');
    log.trace('nothing');
    expect(parent.children()).toBe(0);
    expect(parent.lines).toEqual([]);
  });

  it('writes its bindings, the company bound later included, on every line, through one child', () => {
    const parent = parentLogger('info');
    const log = new RequestLogger(parent.logger, { reqId: 'r-2' }, {});
    bindRequestLog({ log }, { company: 'alpha' });
    log.info({ step: 1 }, 'first');
    log.warn('second %s', 'line');
    expect(parent.children()).toBe(1);
    expect(parent.lines).toMatchObject([
      { level: 30, reqId: 'r-2', company: 'alpha', step: 1, msg: 'first' },
      { level: 40, reqId: 'r-2', company: 'alpha', msg: 'second line' },
    ]);
  });

  it('binds fields after its first line too, and children carry every binding', () => {
    const parent = parentLogger('info');
    const log = new RequestLogger(parent.logger, { reqId: 'r-3' }, {});
    log.info('before');
    log.bind({ company: 'beta' });
    log.error('after');
    log.child({ part: 'payment' }).info('nested');
    expect(parent.lines.map((line) => [line.msg, line.company, line.part])).toEqual([
      ['before', undefined, undefined],
      ['after', 'beta', undefined],
      ['nested', 'beta', 'payment'],
    ]);
    expect(parent.lines.every((line) => line.reqId === 'r-3')).toBe(true);
  });

  it("keeps a route's own level (Fastify's logLevel option) and reports the level in force", () => {
    const parent = parentLogger('info');
    const quiet = new RequestLogger(parent.logger, { reqId: 'r-4' }, { level: 'error' });
    expect(quiet.level).toBe('error');
    quiet.warn('dropped');
    quiet.error('kept');
    expect(parent.lines.map((line) => line.msg)).toEqual(['kept']);
    const loud = new RequestLogger(parent.logger, { reqId: 'r-5' }, {});
    expect(loud.level).toBe('info');
    loud.level = 'debug';
    loud.debug('now shown');
    expect(parent.lines.map((line) => line.msg)).toEqual(['kept', 'now shown']);
  });
});
