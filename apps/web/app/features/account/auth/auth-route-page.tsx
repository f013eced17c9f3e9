import { useNavigate, useSearchParams } from 'react-router';
import { localisePath } from '../../../lib/i18n/lang-path.ts';
import { useLang, useT } from '../../../lib/i18n/use-lang.ts';
import { Link } from '../../../ui/link.tsx';
import { AuthPage } from './auth-page.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { loginPath, REDIRECT_PARAM, registerPath, safeReturnPath } from './return-path.ts';
import type { SocialKeys } from './social-identity.ts';

/**
 * /auth/customer/login and /auth/customer/register (spec §2): the form, a link to the other one
 * keeping the page asked for, and back to that page once signed in.
 */
export function AuthRoutePage({ mode, social }: { mode: 'login' | 'register'; social: SocialKeys }) {
  const t = useT('journeys');
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = safeReturnPath(params.get(REDIRECT_PARAM));
  const onSignedIn = () => navigate(localisePath(back, lang));
  return (
    <AuthPage>
      {mode === 'login' ? (
        <LoginForm social={social} onSignedIn={onSignedIn} headingLevel={1} />
      ) : (
        <RegisterForm social={social} onSignedIn={onSignedIn} headingLevel={1} />
      )}
      <p className="text-sm">
        {t(mode === 'login' ? 'noAccountYet' : 'alreadyRegistered')}{' '}
        <Link
          to={mode === 'login' ? registerPath(back) : loginPath(back)}
          className="font-medium underline underline-offset-2"
        >
          {t(mode === 'login' ? 'registerLink' : 'loginLink')}
        </Link>
      </p>
    </AuthPage>
  );
}
