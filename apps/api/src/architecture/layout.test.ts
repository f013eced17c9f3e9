import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleLoops, moduleOf, readSources } from './import-graph.ts';

// The layout of ADR 0021 and docs/module-map.md, held by the build rather than by review.

const src = fileURLToPath(new URL('..', import.meta.url));
const files = readSources(src, src);

describe('the API layout', () => {
  it('reads the modules it is meant to guard', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(moduleOf('modules/booking/appointments/status.ts')).toBe('booking/appointments');
    expect(moduleOf('modules/booking/routes.ts')).toBe('booking');
    expect(moduleOf('platform/http/errors.ts')).toBeNull();
  });

  it('finds a loop when there is one', () => {
    const loop = moduleLoops([
      { path: 'modules/a/x/one.ts', imports: ['modules/b/y/two.ts'] },
      { path: 'modules/b/y/two.ts', imports: ['modules/c/z/three.ts'] },
      { path: 'modules/c/z/three.ts', imports: ['modules/a/x/index.ts'] },
    ]);
    expect(loop).toEqual([['a/x', 'b/y', 'c/z']]);
  });

  it('has no import loop between modules', () => {
    expect(moduleLoops(files)).toEqual([]);
  });

  it('keeps platform code free of product modules', () => {
    const upward = files.flatMap((f) =>
      f.path.startsWith('platform/')
        ? f.imports.filter((i) => i.startsWith('modules/') || i === 'app.ts').map((i) => `${f.path} -> ${i}`)
        : [],
    );
    expect(upward).toEqual([]);
  });

  it('never imports test support from the product', () => {
    const toTests = files.flatMap((f) =>
      f.imports.filter((i) => i.startsWith('../test-support')).map((i) => `${f.path} -> ${i}`),
    );
    expect(toTests).toEqual([]);
  });

  it('lets only the booking area write appointments', () => {
    const writers = files
      .filter((f) => f.path.startsWith('modules/') || f.path.startsWith('platform/'))
      .filter((f) => /\.(insert|update|delete)\(\s*appointments\s*\)/.test(source(f.path)))
      .map((f) => f.path)
      .filter((path) => !path.startsWith('modules/booking/'));
    expect(writers).toEqual([]);
  });

  it("writes an appointment's status in one file", () => {
    const statusWrite = /\.update\(\s*appointments\s*\)\s*\.set\(\s*\{[^}]*\bstatus\b/;
    const writers = files.filter((f) => statusWrite.test(source(f.path))).map((f) => f.path);
    expect(writers).toEqual(['modules/booking/appointments/status.ts']);
  });

  it('writes tables only in repository files', () => {
    // A Drizzle write names its table and goes on with values/set/where; a Map's delete(key) or a
    // hash's update(bytes) do not.
    const tableWrite = /\.(insert|update|delete)\(\s*[a-zA-Z]+\s*\)\s*\.(values|set|where)\(/;
    const others = files
      .filter((f) => f.path.startsWith('modules/') && tableWrite.test(source(f.path)))
      .map((f) => f.path)
      .filter(
        (path) => !path.endsWith('/repository.ts') && path !== 'modules/booking/appointments/status.ts',
      );
    expect(others).toEqual([]);
  });
});

function source(path: string): string {
  return readFileSync(`${src}/${path}`, 'utf8');
}
