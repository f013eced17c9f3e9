// The journeys' lanes (scripts/e2e-lanes.ts): every storefront file runs once per project, the
// runs that overlap in time use ports of their own, and arguments keep the plain three runs.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AFTER_BACK_OFFICE, e2eLanes, specFilter } from '../scripts/e2e-lanes.ts';

const specs = new URL('../apps/web/e2e/', import.meta.url);

describe('e2e lanes', () => {
  it('moves files that exist, and only storefront files', () => {
    expect(AFTER_BACK_OFFICE.length).toBeGreaterThan(0);
    for (const name of AFTER_BACK_OFFICE) {
      expect(existsSync(new URL(`${name}.spec.ts`, specs)), name).toBe(true);
    }
  });

  it("names each moved file alone: Playwright's file arguments are regular expressions on the path", () => {
    const folder = fileURLToPath(specs);
    const paths = readdirSync(folder)
      .filter((file) => file.endsWith('.spec.ts'))
      .map((file) => `${folder}${file}`);
    for (const name of AFTER_BACK_OFFICE) {
      const filter = new RegExp(specFilter(name));
      expect(paths.filter((path) => filter.test(path))).toEqual([`${folder}${name}.spec.ts`]);
    }
    // The case that made this test: `home.spec.ts` as a bare argument also ran discovery-home.
    expect(paths.filter((path) => /home.spec.ts/.test(path)).length).toBeGreaterThan(1);
  });

  it('leaves the moved files out of the first two lanes and runs them after the back office', () => {
    const [phone, desktop, third] = e2eLanes([]);
    const skipped = AFTER_BACK_OFFICE.join(',');
    expect(phone?.map((run) => run.env.E2E_SKIP_FILES)).toEqual([skipped]);
    expect(desktop?.map((run) => run.env.E2E_SKIP_FILES)).toEqual([skipped]);
    expect(third?.[0]?.name).toBe('back office');
    const later = third?.slice(1) ?? [];
    expect(later.map((run) => run.args.find((arg) => arg.startsWith('--project=')))).toEqual([
      '--project=mobile',
      '--project=desktop',
    ]);
    for (const run of later) {
      expect(run.env.E2E_SKIP_FILES).toBeUndefined();
      expect(run.args.slice(2)).toEqual(AFTER_BACK_OFFICE.map(specFilter));
    }
  });

  it('gives every storefront run its own ports', () => {
    const storefront = e2eLanes([])
      .flat()
      .filter((run) => run.name.startsWith('storefront'));
    // Unset means the configuration's defaults (3300 / 4300 / 4310).
    const ports = storefront.flatMap((run) => [
      run.env.E2E_WEB_PORT ?? '3300',
      run.env.E2E_API_PORT ?? '4300',
      run.env.E2E_STRIPE_PORT ?? '4310',
      // The theme preview's back office page (shell-preview.spec.ts).
      String(Number(run.env.E2E_WEB_PORT ?? '3300') + 99),
    ]);
    expect(new Set(ports).size).toBe(ports.length);
    // The back office's journeys: apps/admin/e2e/ports.ts.
    expect(ports).not.toContain('3450');
    expect(ports).not.toContain('4450');
  });

  it('runs the plain three lanes with what the command line asks', () => {
    const lanes = e2eLanes(['journeys-booking', '-g', 'fr']);
    expect(lanes.map((lane) => lane.length)).toEqual([1, 1, 1]);
    for (const run of lanes.flat()) {
      expect(run.env.E2E_SKIP_FILES).toBeUndefined();
      expect(run.args.slice(-3)).toEqual(['journeys-booking', '-g', 'fr']);
    }
  });
});
