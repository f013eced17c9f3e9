// Wall-clock times in a shop's IANA time zone ↔ instants, with the platform's Intl only
// (architecture page "Time": availability is computed in the shop's zone, right across DST).

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in minutes (Paris in winter: 60). */
export function zoneOffsetMinutes(instantMs: number, timeZone: string): number {
  const parts = formatter(timeZone).formatToParts(new Date(instantMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(instantMs / 1000) * 1000) / 60_000);
}

/** Minutes since midnight of 'HH:MM'. */
export function minutesOf(hhmm: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) throw new RangeError(`not a HH:MM time: ${hhmm}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * `new Date(ms).toISOString()`, memoised (ADR 0029): an availability answer names the same
 * half-hours of the same days on every request, two or more strings a slot.
 */
export function isoInstant(ms: number): string {
  let text = isoTexts.get(ms);
  if (text === undefined) {
    if (isoTexts.size >= MAX_ISO_TEXTS) isoTexts.clear();
    text = new Date(ms).toISOString();
    isoTexts.set(ms, text);
  }
  return text;
}

const isoTexts = new Map<number, string>();
const MAX_ISO_TEXTS = 50_000;

/**
 * The instant of a local date and minute-of-day in a zone. A wall time skipped by a spring-forward
 * change is moved forward by the gap (02:30 → 03:30 in Paris); a repeated one takes its first
 * occurrence. Memoised per zone, day and minute (ADR 0029): the zone rules of a running process
 * do not change, and an availability month asks the same few wall times of the same days on
 * every request, each otherwise three `formatToParts` of Intl.
 */
export function zonedInstant(day: string, minuteOfDay: number, timeZone: string): number {
  let days = instants.get(timeZone);
  if (!days) {
    days = new Map();
    instants.set(timeZone, days);
  }
  let minutes = days.get(day);
  if (!minutes) {
    // Bounded: a process asked about ever more days starts over (a day's entry is a few minutes).
    if (days.size >= MAX_MEMO_DAYS) days.clear();
    minutes = new Map();
    days.set(day, minutes);
  }
  let instant = minutes.get(minuteOfDay);
  if (instant === undefined) {
    instant = computeZonedInstant(day, minuteOfDay, timeZone);
    minutes.set(minuteOfDay, instant);
  }
  return instant;
}

/** Per zone, per local day, per minute of the day: its instant. */
const instants = new Map<string, Map<string, Map<number, number>>>();
const MAX_MEMO_DAYS = 5_000;

/** zonedInstant without the memo (its reference: the memo must answer exactly this). */
export function computeZonedInstant(day: string, minuteOfDay: number, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d) + minuteOfDay * 60_000;
  const before = zoneOffsetMinutes(wall - 86_400_000 / 2, timeZone);
  const after = zoneOffsetMinutes(wall + 86_400_000 / 2, timeZone);
  // Try the earlier offset first (first occurrence of a repeated hour), then the later one.
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const candidate = wall - offset * 60_000;
    if (zoneOffsetMinutes(candidate, timeZone) === offset) return candidate;
  }
  // In a gap: no offset maps back; keep the wall time under the offset that applied before it.
  return wall - before * 60_000;
}

/** The local calendar date (YYYY-MM-DD) of an instant in a zone. */
export function localDay(instantMs: number, timeZone: string): string {
  const local = instantMs + zoneOffsetMinutes(instantMs, timeZone) * 60_000;
  return new Date(local).toISOString().slice(0, 10);
}

/** ISO weekday of a local date: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const w = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return w === 0 ? 7 : w;
}

/** The local dates from `from` to `to` inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.UTC(y, m - 1, d); t <= end; t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
