import type { Lang, StorefrontEvent } from '@eclat/contracts';
import { isCurrent, localise } from '@eclat/domain';
import type { events } from '../../../db/schema.ts';
import { iso } from '../../../platform/crud/serialize.ts';
import { sanitizeHtml, sanitizeLocalisedHtml } from '../../../platform/http/sanitize.ts';

export type EventRow = typeof events.$inferSelect;

/** Spec §3 Event: start, end, img [url], showDates, body, link (url, title). */
export const toPublicEvent = (row: EventRow, lang: Lang): StorefrontEvent => ({
  id: row.id,
  start: iso(row.startsAt),
  end: iso(row.endsAt),
  img: row.image ? [{ url: row.image }] : [],
  showDates: row.showDates,
  body: sanitizeHtml(localise(row.body, lang)),
  link: row.linkUrl ? { url: row.linkUrl, title: localise(row.linkTitle, lang) } : null,
});

export const toStaffEvent = (row: EventRow, now: Date) => ({
  id: row.id,
  start: iso(row.startsAt),
  end: iso(row.endsAt),
  image: row.image,
  showDates: row.showDates,
  body: sanitizeLocalisedHtml(row.body),
  linkUrl: row.linkUrl,
  linkTitle: row.linkTitle,
  current: isCurrent({ start: row.startsAt, end: row.endsAt }, now),
});
