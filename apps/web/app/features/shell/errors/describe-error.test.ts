import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error.ts';

/** The shape React Router gives a thrown data()/Response to an ErrorBoundary. */
const routeError = (status: number, data: unknown) => ({ status, statusText: '', internal: false, data });

describe('describeError (spec §8 error catalogue)', () => {
  it("titles an unknown host 'business not registered' (type company_error)", () => {
    const view = describeError(
      routeError(404, { type: 'company_error', message: 'business not registered' }),
      'fr',
    );
    expect(view).toMatchObject({ kind: 'company_error', status: 404, title: 'business not registered' });
  });

  it("shows the maintenance page, 'Nous revenons bientôt !', when no company could be obtained", () => {
    const view = describeError(routeError(500, { type: 'maintenance' }), 'fr');
    expect(view).toMatchObject({ kind: 'maintenance', status: 500, title: 'Nous revenons bientôt !' });
  });

  it('gives the localised not-found title for a 404', () => {
    expect(describeError(routeError(404, null), 'fr').title).toBe(
      "Il semblerait que cette page n'existe pas.",
    );
    expect(describeError(routeError(404, null), 'en').title).toBe('It seems this page does not exist.');
  });

  it("names a 404's tab '404 Not Found' and 'This page could not be found' in every language (spec §8)", () => {
    for (const lang of ['fr', 'en', 'de', 'es', 'it'] as const) {
      const tab = describeError(routeError(404, null), lang).documentTitle;
      expect(tab).toContain('404 Not Found');
      expect(tab).toContain('This page could not be found');
    }
    // Other errors: the tab says the page's title.
    expect(describeError(new Error('boom'), 'fr').documentTitle).toBe('An error occurred');
    expect(describeError(routeError(404, { type: 'company_error', message: 'x' }), 'en').documentTitle).toBe(
      'business not registered',
    );
  });

  it("shows any other status with its message, and 'An error occurred' for a crash", () => {
    expect(describeError(routeError(403, { message: 'Forbidden here' }), 'fr')).toMatchObject({
      kind: 'generic',
      status: 403,
      text: 'Forbidden here',
    });
    expect(describeError(new Error('boom'), 'fr')).toMatchObject({ status: 500, title: 'An error occurred' });
  });
});
