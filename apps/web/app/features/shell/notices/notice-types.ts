import type { CloudWord } from '../../../lib/popups/word-cloud.ts';

/** A current event as the bell menu and the events carousel show it (spec §3 Event). */
export type NoticeEvent = {
  id: number;
  /** Sanitised HTML (the API sanitises on write and on read). */
  body: string;
  /** A short plain-text line for the bell menu. */
  summary: string;
  image: string | null;
  /** 'Du 3 mai au 24 mai 2026', or null when the event hides its dates. */
  dates: string | null;
  link: { url: string; title: string } | null;
};

/** A current alert of a service visitors can see (spec §4). */
export type NoticeAlert = { id: number; body: string; summary: string };

/** What GET /_shell/notices answers: the bell's content and the coupon popup's word cloud. */
export type Notices = { events: NoticeEvent[]; alerts: NoticeAlert[]; couponWords: CloudWord[] };
