import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const module = new URL('./tick-shape.ts', import.meta.url).href;

/**
 * In a fresh Node process (the shape is process-wide): keep a tick object, let collections run
 * between ticks as a loading API does, then compare the shape of a new tick object with the kept
 * one through V8's own check (%HaveSameMap, natives syntax in that process only).
 */
const script = `
import { createHook } from 'node:async_hooks';
import { keepTickShape, keptTickObject } from ${JSON.stringify(module)};
keepTickShape();
keepTickShape();
const kept = keptTickObject();
const ticks = (n) => new Promise((done) => {
  let left = n;
  const step = (a) => (--left === 0 ? done() : process.nextTick(step, a));
  process.nextTick(step, 0);
});
for (let i = 0; i < 6; i++) { globalThis.gc(); await ticks(50); }
let later;
const hook = createHook({ init(_id, type, _trigger, resource) { if (type === 'TickObject') later ??= resource; } }).enable();
process.nextTick(() => {});
hook.disable();
console.log(JSON.stringify({
  keptIsTick: typeof kept?.callback === 'function' && 'args' in kept,
  sameAsKept: %HaveSameMap(kept, later),
  same: kept === keptTickObject(),
}));
`;

describe('keepTickShape', () => {
  it('keeps one of Node’s tick objects, whose shape later ticks share after collections', async () => {
    const { stdout } = await run(process.execPath, [
      '--expose-gc',
      '--allow-natives-syntax',
      '--input-type=module',
      '--eval',
      script,
    ]);
    expect(JSON.parse(stdout)).toEqual({ keptIsTick: true, sameAsKept: true, same: true });
  });
});
