import { useT } from '../../../lib/i18n/use-lang.ts';
import { Switch } from '../../../ui/switch.tsx';
import { useConsent } from './consent-context.tsx';

/**
 * The preferences view (spec §3/§4): connexion always on (a disabled switch), analytics
 * changeable. Loaded only when the visitor asks for it.
 */
export default function ConsentPreferences() {
  const t = useT('shell');
  const { state, dispatch } = useConsent();
  return (
    <ul className="mt-4 divide-y divide-line rounded-2xl border border-line">
      <li className="flex items-start justify-between gap-4 p-4">
        <div>
          <p id="consent-connexion" className="font-medium">
            {t('consentConnexion')}{' '}
            <span className="text-sm font-normal text-muted">· {t('consentAlwaysOn')}</span>
          </p>
          <p id="consent-connexion-text" className="mt-1 text-sm text-muted">
            {t('consentConnexionText')}
          </p>
        </div>
        <Switch
          id="consent-connexion-switch"
          checked
          disabled
          labelledBy="consent-connexion"
          describedBy="consent-connexion-text"
        />
      </li>
      <li className="flex items-start justify-between gap-4 p-4">
        <div>
          <p id="consent-analytics" className="font-medium">
            {t('consentAnalytics')}
          </p>
          <p id="consent-analytics-text" className="mt-1 text-sm text-muted">
            {t('consentAnalyticsText')}
          </p>
        </div>
        <Switch
          id="consent-analytics-switch"
          checked={state.draft.analytics}
          onCheckedChange={(value) => dispatch({ type: 'setAnalytics', value })}
          labelledBy="consent-analytics"
          describedBy="consent-analytics-text"
        />
      </li>
    </ul>
  );
}
