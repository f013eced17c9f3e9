import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import type { SocialKeys } from './social-identity.ts';

/**
 * Sign in or register inside a journey (UI.md: "without losing the chosen slot"): the page stays,
 * its state too; the shell's session follows through AUTH_CHANGED_EVENT.
 */
export function AuthPanel({
  social,
  onSignedIn,
  initial = 'login',
}: {
  social: SocialKeys;
  onSignedIn: () => void;
  initial?: 'login' | 'register';
}) {
  const t = useT('journeys');
  const [tab, setTab] = useState<'login' | 'register'>(initial);
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-line p-5">
      <p className="text-sm text-muted">{t('authInlineIntro')}</p>
      <div className="grid grid-cols-2 gap-1 rounded-full bg-surface p-1">
        {(['login', 'register'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={tab === value}
            onClick={() => setTab(value)}
            className={`min-h-11 rounded-full px-3 text-sm font-medium transition-colors duration-150 ${
              tab === value ? 'bg-page shadow-button' : 'text-muted hover:text-ink'
            }`}
          >
            {value === 'login' ? t('tabLogin') : t('tabRegister')}
          </button>
        ))}
      </div>
      {tab === 'login' ? (
        <LoginForm social={social} onSignedIn={onSignedIn} headingLevel={3} />
      ) : (
        <RegisterForm social={social} onSignedIn={onSignedIn} headingLevel={3} />
      )}
    </div>
  );
}
