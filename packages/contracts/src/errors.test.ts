import { describe, expect, it } from 'vitest';
import { ApiError, isDeadLink, isNotFound, mapCallError } from './errors.ts';

describe('isNotFound', () => {
  it('is true for an API 404', () => {
    expect(isNotFound(mapCallError(404, { code: 404, message: 'Introuvable' }))).toBe(true);
  });

  it('is true for a 414 (a path parameter longer than the API takes)', () => {
    expect(isNotFound(mapCallError(414, { code: 414, message: 'path parameter too long' }))).toBe(true);
  });

  it('is true for a 400 on the path parameters only (an id out of range, a NUL byte in a slug)', () => {
    const outOfRange = mapCallError(400, {
      code: 400,
      message: 'Requête invalide',
      errors: [{ path: 'params.id', message: 'Too big: expected number to be <=2147483647' }],
    });
    const nul = mapCallError(400, {
      code: 400,
      message: 'Requête invalide',
      errors: [{ path: 'params.slug', message: 'NUL character not allowed' }],
    });
    expect(isNotFound(outOfRange)).toBe(true);
    expect(isNotFound(nul)).toBe(true);
  });

  it('is false for a 400 on the query or the body, or one that says nothing of where', () => {
    const query = new ApiError({
      code: 400,
      message: 'Requête invalide',
      errors: [
        { path: 'params.id', message: 'Invalid' },
        { path: 'query.from', message: 'Invalid date' },
      ],
    });
    expect(isNotFound(query)).toBe(false);
    expect(isNotFound(new ApiError({ code: 400, message: 'Requête invalide' }))).toBe(false);
  });

  it('is false for other failures and for what is not an API error', () => {
    expect(isNotFound(mapCallError(undefined, null))).toBe(false);
    expect(isNotFound(mapCallError(500, { code: 500, message: 'boom' }))).toBe(false);
    expect(isNotFound(mapCallError(403, { code: 403, message: 'Interdit' }))).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
    expect(isNotFound({ code: 404 })).toBe(false);
  });
});

describe('isDeadLink', () => {
  it('covers a forged, cut, foreign, unknown or used-up token', () => {
    for (const code of [400, 403, 404, 410, 414]) {
      expect(isDeadLink(new ApiError({ code, message: 'x' }))).toBe(true);
    }
  });

  it('leaves rate limits, server failures and other errors to the error page', () => {
    for (const code of [401, 409, 429, 500, 503]) {
      expect(isDeadLink(new ApiError({ code, message: 'x' }))).toBe(false);
    }
    expect(isDeadLink(new Error('410'))).toBe(false);
  });
});
