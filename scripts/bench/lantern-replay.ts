// What Lighthouse's simulated LCP waits for, on a saved gather, and what it would be with some
// requests dropped or resized (issue 19: the home's LCP). Gather once, replay as often as needed:
//
//   npm exec -- lighthouse http://localhost:3500/ -G=DIR --only-categories=performance \
//     --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage"
//   node scripts/bench/lantern-replay.ts DIR [--what-if='PATTERN=FACTOR;PATTERN=drop'] [--nodes]
//
// PATTERN is a regular expression on the request's path; FACTOR scales its transferred bytes,
// `drop` removes the request from the devtools log before Lighthouse builds its graph. The replay
// uses Lighthouse's own `LanternLargestContentfulPaint` with its default mobile settings (simulated
// slow 4G, 4× CPU), so an estimate here is the one a Lighthouse run on that gather reports.
import { parseArgs } from 'node:util';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { NetworkRecords } from 'lighthouse/core/computed/network-records.js';
import { ProcessedNavigation } from 'lighthouse/core/computed/processed-navigation.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';

type DevtoolsEvent = {
  method: string;
  params: {
    requestId?: string;
    request?: { url: string };
    encodedDataLength?: number;
    response?: { encodedDataLength?: number };
  };
};
type Rule = { pattern: RegExp; change: 'drop' | number };

export function parseWhatIf(text: string): Rule[] {
  return text
    .split(';')
    .filter((rule) => rule.trim() !== '')
    .map((rule) => {
      const at = rule.lastIndexOf('=');
      if (at <= 0) throw new Error(`what-if rule "${rule}": PATTERN=FACTOR or PATTERN=drop`);
      const change = rule.slice(at + 1);
      const factor = Number(change);
      if (change !== 'drop' && !(Number.isFinite(factor) && factor >= 0)) {
        throw new Error(`what-if rule "${rule}": the factor must be a number ≥ 0 or "drop"`);
      }
      return { pattern: new RegExp(rule.slice(0, at)), change: change === 'drop' ? 'drop' : factor };
    });
}

/** The devtools log as Lighthouse would have recorded it with the rules' requests dropped or resized. */
export function rewriteLog(log: readonly DevtoolsEvent[], rules: readonly Rule[]): DevtoolsEvent[] {
  const paths = new Map<string, string>();
  for (const event of log) {
    const { requestId, request } = event.params;
    if (event.method === 'Network.requestWillBeSent' && requestId && request) {
      paths.set(requestId, request.url.replace(/^[a-z]+:\/\/[^/]+/i, ''));
    }
  }
  const ruleOf = (requestId: string | undefined): Rule | undefined => {
    const path = requestId === undefined ? undefined : paths.get(requestId);
    return path === undefined ? undefined : rules.find((rule) => rule.pattern.test(path));
  };
  const out: DevtoolsEvent[] = [];
  for (const event of log) {
    const rule = ruleOf(event.params.requestId);
    if (!rule) {
      out.push(event);
      continue;
    }
    if (rule.change === 'drop') continue;
    const factor = rule.change;
    const copy = structuredClone(event);
    const scale = (bytes: number | undefined) =>
      bytes !== undefined && bytes > 0 ? Math.round(bytes * factor) : bytes;
    copy.params.encodedDataLength = scale(copy.params.encodedDataLength);
    if (copy.params.response)
      copy.params.response.encodedDataLength = scale(copy.params.response.encodedDataLength);
    out.push(copy);
  }
  return out;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'what-if': { type: 'string', default: '' }, nodes: { type: 'boolean', default: false } },
  });
  const dir = positionals[0];
  if (!dir) throw new Error('usage: node scripts/bench/lantern-replay.ts GATHER_DIR [--what-if=…] [--nodes]');
  const artifacts = await loadArtifacts(dir);
  const trace = artifacts.Trace;
  const devtoolsLog = rewriteLog(
    artifacts.DevtoolsLog as unknown as DevtoolsEvent[],
    parseWhatIf(values['what-if'] ?? ''),
  ) as unknown as typeof artifacts.DevtoolsLog;
  const settings = { ...defaultSettings, throttlingMethod: 'simulate' as const };
  const context = { computedCache: new Map(), settings };
  const data = {
    trace,
    devtoolsLog,
    settings,
    URL: artifacts.URL,
    gatherContext: artifacts.GatherContext,
    simulator: null,
    SourceMaps: [],
  };
  const navigation = await ProcessedNavigation.request(trace, context);
  const origin = navigation.timestamps.timeOrigin;
  const observed = (microseconds: number | undefined) =>
    microseconds === undefined ? '—' : `${Math.round((microseconds - origin) / 1000)} ms`;
  console.log(
    `observed: FCP ${observed(navigation.timestamps.firstContentfulPaint)}, LCP ${observed(navigation.timestamps.largestContentfulPaint)}`,
  );
  for (const record of await NetworkRecords.request(devtoolsLog, context)) {
    if (!/^https?:/.test(record.url)) continue;
    const at = (ms: number) => String(Math.round(ms - origin / 1000)).padStart(6);
    console.log(
      `${at(record.networkRequestTime)} ${at(record.networkEndTime)} ms  ${record.priority.padEnd(8)} ${String(record.transferSize).padStart(7)} B  ${record.url.replace(/^[a-z]+:\/\/[^/]+/i, '').slice(0, 90)}`,
    );
  }
  // biome-ignore lint/suspicious/noExplicitAny: Lighthouse's computed-artifact inputs are typed for its own gather; the saved one has the same shape.
  const input = data as any;
  const fcp = await LanternFirstContentfulPaint.request(input, context);
  const lcp = await LanternLargestContentfulPaint.request(input, context);
  console.log(
    `simulated: FCP ${Math.round(fcp.timing)} ms, LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
  );
  if (!values.nodes) return;
  for (const [name, estimate] of [
    ['optimistic', lcp.optimisticEstimate],
    ['pessimistic', lcp.pessimisticEstimate],
  ] as const) {
    console.log(`${name} graph:`);
    const timings = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
    for (const [node, timing] of timings) {
      const span = `${String(Math.round(timing.startTime)).padStart(6)} ${String(Math.round(timing.endTime)).padStart(6)} ms`;
      if (node.type === 'network') {
        console.log(
          `${span}  ${node.request.priority.padEnd(8)} ${String(node.request.transferSize).padStart(7)} B  ${node.request.url.slice(-70)}`,
        );
      } else if (timing.endTime - timing.startTime >= 15) {
        console.log(`${span}  CPU task, ${Math.round(node.duration / 1000)} ms observed`);
      }
    }
  }
}

if (import.meta.main) await main();
