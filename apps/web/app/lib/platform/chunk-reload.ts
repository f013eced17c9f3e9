// Spec §4/§9: a chunk-load failure (a deploy replaced the files a page still refers to) reloads
// the page, at most once per 60 s so that a chunk that is really gone cannot loop reloads.

export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'eclat:chunk-reload-at';

/** Whether to reload now, given when the last chunk reload happened (null: never). */
export function shouldReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
  );
}

/** Failures of dynamic imports as Chromium, Firefox and Safari word them. */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads once per guard period; returns whether it did. */
export function reloadForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now = Date.now(),
): boolean {
  const raw = storage.getItem(CHUNK_RELOAD_KEY);
  const last = raw === null ? null : Number(raw);
  if (!shouldReloadForChunk(last, now)) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}
