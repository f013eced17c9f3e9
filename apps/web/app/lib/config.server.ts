export type WebConfig = {
  /** Origin of the API, without trailing slash (paths already start with /api). */
  apiUrl: string;
  /** Upper bound for one API call made while rendering a page. */
  apiTimeoutMs: number;
  /**
   * Origins of the back office allowed to drive the theme preview by postMessage (spec §4).
   * The company answer has no back-office origin yet, so it is a deployment setting.
   */
  backofficeOrigins: string[];
  /**
   * STOREFRONT_CACHE_SECONDS (ADR 0028): how long shared API answers and whole discovery pages are
   * served from this process before the API is asked again, whatever the content version says
   * (writes made outside the API); 0 keeps nothing.
   */
  cacheSeconds: number;
  /** STOREFRONT_CACHE_MB: memory for whole pages in each storefront process. */
  pageCacheBytes: number;
  /** STOREFRONT_MEDIA_MB: memory for the API's pictures in each storefront process (ADR 0038). */
  mediaCacheBytes: number;
};

const DEFAULT_API_URL = 'http://127.0.0.1:4000';

/** Reads the storefront's environment; throws on a value that cannot work rather than failing later. */
export function readConfig(env: Record<string, string | undefined>): WebConfig {
  const raw = env.API_URL?.trim() || DEFAULT_API_URL;
  const apiUrl = URL.canParse(raw) ? new URL(raw) : null;
  if (!apiUrl || (apiUrl.protocol !== 'http:' && apiUrl.protocol !== 'https:')) {
    throw new Error(`Invalid configuration: API_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  const timeout = Number(env.API_TIMEOUT_MS ?? 10_000);
  const backofficeOrigins = (env.BACKOFFICE_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      if (!URL.canParse(entry) || !/^https?:$/.test(new URL(entry).protocol)) {
        throw new Error(
          `Invalid configuration: BACKOFFICE_ORIGINS must list http(s) origins, got "${entry}"`,
        );
      }
      return new URL(entry).origin;
    });
  return {
    apiUrl: apiUrl.href.replace(/\/+$/, ''),
    apiTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 10_000,
    backofficeOrigins,
    cacheSeconds: wholeNumber(env, 'STOREFRONT_CACHE_SECONDS', 30, 3600),
    pageCacheBytes: wholeNumber(env, 'STOREFRONT_CACHE_MB', 64, 4096) * 1_048_576,
    mediaCacheBytes: wholeNumber(env, 'STOREFRONT_MEDIA_MB', 32, 4096) * 1_048_576,
  };
}

/** A whole number setting from 0 to `max`; anything else stops the start with the setting's name. */
function wholeNumber(env: Record<string, string | undefined>, name: string, fallback: number, max: number) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > max) {
    throw new Error(`Invalid configuration: ${name} must be a whole number from 0 to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

let config: WebConfig | undefined;

/** The one way to read config (STYLE): read once, on first use, so importing stays side-effect free. */
export function serverConfig(): WebConfig {
  config ??= readConfig(process.env);
  return config;
}
