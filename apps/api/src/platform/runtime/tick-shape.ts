import { createHook } from 'node:async_hooks';

/** The one tick object this process keeps; see keepTickShape. */
const kept: object[] = [];

/**
 * Keeps one of Node's `process.nextTick` tick objects alive for the life of the process.
 *
 * Node's HTTP streams call nextTick about six times a request. Its tick object is an object literal
 * with symbol keys; when every such object has died and a garbage collection runs before the next
 * tick, V8 builds the literal's shape afresh, the property stores' feedback goes megamorphic and
 * stays so: each tick then defines its properties through V8's runtime (65 → 310 ns a tick in a
 * bare script after six collections; 8 % of the API's CPU on a cached read, docs/performance.md
 * "A tick object kept"). Holding one object keeps its shape, and the feedback stays monomorphic.
 * Run it first thing in a process, before the module graph and the database load.
 */
export function keepTickShape(): void {
  if (kept.length > 0) return;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject' && kept.length === 0) kept.push(resource);
    },
  }).enable();
  // With an argument, as Node's streams call it: the same shape either way (args is a field).
  process.nextTick(() => {}, 0);
  hook.disable();
}

/** The tick object kept, if keepTickShape has run (its tests compare shapes with it). */
export function keptTickObject(): object | undefined {
  return kept[0];
}
