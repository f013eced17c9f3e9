import { describe, expect, it } from 'vitest';
import { BrowserApiError } from '../../lib/browser-api.ts';
import { restoreFailure, retryDelayMs } from './session-restore.ts';

describe('a failed check of the stored customer token', () => {
  it('signs out only when the API says the token is no good', () => {
    expect(restoreFailure(new BrowserApiError(401, {}))).toBe('sign-out');
    expect(restoreFailure(new BrowserApiError(403, {}))).toBe('sign-out');
  });

  it('keeps the token through outages, rate limits, odd answers and dropped connections', () => {
    for (const status of [400, 404, 408, 429, 500, 502, 503, 504]) {
      expect(restoreFailure(new BrowserApiError(status, {}))).toBe('retry');
    }
    expect(restoreFailure(new TypeError('Failed to fetch'))).toBe('retry');
    expect(restoreFailure(new DOMException('The user aborted a request.', 'AbortError'))).toBe('retry');
    expect(restoreFailure(new Error("The API's answer does not fit MeAnswerSchema"))).toBe('retry');
  });

  it('tries again sooner first, then every 30 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
