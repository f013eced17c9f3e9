import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyticsAllowed,
  type ConsentAction,
  consentCookies,
  consentReducer,
  readConsent,
} from './consent.ts';

const fresh = () => readConsent(null, null);

describe('cookie consent (spec §4)', () => {
  it('shows the dialog before any choice, with analytics on by default', () => {
    const state = fresh();
    expect(state).toMatchObject({ consent: null, open: true, view: 'summary' });
    expect(state.draft).toEqual({ connexion: true, analytics: true });
    expect(analyticsAllowed(state)).toBe(false);
  });

  it('accept saves the preferences and sets the consent flag true', () => {
    const state = consentReducer(fresh(), { type: 'accept' });
    expect(state).toMatchObject({ consent: true, open: false, saved: { connexion: true, analytics: true } });
    expect(analyticsAllowed(state)).toBe(true);
    expect(consentCookies(state)).toEqual([
      { name: 'cookies_preference', value: '{"connexion":true,"analytics":true}' },
      { name: 'cookies_consent', value: 'true' },
    ]);
  });

  it('refuse turns analytics off and sets the flag false', () => {
    const state = consentReducer(fresh(), { type: 'refuse' });
    expect(state).toMatchObject({ consent: false, open: false, saved: { analytics: false } });
    expect(analyticsAllowed(state)).toBe(false);
    expect(consentCookies(state)[1]).toEqual({ name: 'cookies_consent', value: 'false' });
  });

  it('opening the preferences switches analytics off, closing switches it back on', () => {
    const opened = consentReducer(fresh(), { type: 'togglePreferences' });
    expect(opened).toMatchObject({ view: 'preferences', draft: { analytics: false } });
    const closed = consentReducer(opened, { type: 'togglePreferences' });
    expect(closed).toMatchObject({ view: 'summary', draft: { analytics: true } });
  });

  it('accepting from the preferences view saves the switches as set', () => {
    const opened = consentReducer(fresh(), { type: 'togglePreferences' });
    expect(consentReducer(opened, { type: 'accept' }).saved).toEqual({ connexion: true, analytics: false });
    const on = consentReducer(opened, { type: 'setAnalytics', value: true });
    expect(consentReducer(on, { type: 'accept' }).saved).toEqual({ connexion: true, analytics: true });
  });

  it('reads a saved choice back and stays closed; a broken cookie asks again', () => {
    expect(readConsent('{"connexion":true,"analytics":false}', 'true')).toMatchObject({
      consent: true,
      open: false,
      saved: { analytics: false },
    });
    expect(readConsent('{not json', 'true')).toMatchObject({ consent: null, open: true });
    expect(readConsent('{"connexion":true,"analytics":true}', 'maybe')).toMatchObject({ consent: null });
  });

  it('reopening from the footer shows the saved choice', () => {
    const refused = consentReducer(fresh(), { type: 'refuse' });
    expect(consentReducer(refused, { type: 'reopen' })).toMatchObject({
      open: true,
      view: 'summary',
      draft: { analytics: false },
      consent: false,
    });
  });

  it('connexion can never be switched off, whatever the visitor does', () => {
    const action = fc.oneof(
      fc.constant<ConsentAction>({ type: 'accept' }),
      fc.constant<ConsentAction>({ type: 'refuse' }),
      fc.constant<ConsentAction>({ type: 'togglePreferences' }),
      fc.constant<ConsentAction>({ type: 'reopen' }),
      fc.boolean().map<ConsentAction>((value) => ({ type: 'setAnalytics', value })),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let state = fresh();
        for (const a of actions) {
          state = consentReducer(state, a);
          expect(state.draft.connexion).toBe(true);
          if (state.saved) expect(state.saved.connexion).toBe(true);
          // Trackers are allowed only by an accepted choice with analytics on.
          if (analyticsAllowed(state)) expect(state.consent).toBe(true);
        }
      }),
    );
  });
});
