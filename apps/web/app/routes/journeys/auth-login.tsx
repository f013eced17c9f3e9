import { useNavigate, useSearchParams } from 'react-router';
import { AuthPage } from '../../features/journeys/auth/auth-page.tsx';
import { LoginForm } from '../../features/journeys/auth/login-form.tsx';
import { REDIRECT_PARAM, registerPath, safeReturnPath } from '../../features/journeys/auth/return-path.ts';
import { useJT } from '../../features/journeys/i18n.ts';
import { journeyMeta } from '../../features/journeys/meta.ts';
import { socialKeys } from '../../features/journeys/social-keys.server.ts';
import { jt } from '../../features/journeys/texts.server.ts';
import { localisePath } from '../../lib/i18n/lang-path.ts';
import { useLang } from '../../lib/i18n/use-lang.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import { Link } from '../../ui/link.tsx';
import type { Route } from './+types/auth-login.ts';

export function loader({ context }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  return {
    title: pageTitle(storefront, jt(storefront.lang, 'loginTitle')),
    social: socialKeys(storefront.company),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

/** /auth/customer/login (spec §2): back to the page asked for once signed in. */
export default function Login({ loaderData }: Route.ComponentProps) {
  const t = useJT();
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = safeReturnPath(params.get(REDIRECT_PARAM));
  return (
    <AuthPage>
      <LoginForm
        social={loaderData.social}
        onSignedIn={() => navigate(localisePath(back, lang))}
        headingLevel={1}
      />
      <p className="text-sm">
        {t('noAccountYet')}{' '}
        <Link to={registerPath(back)} className="font-medium underline underline-offset-2">
          {t('registerLink')}
        </Link>
      </p>
    </AuthPage>
  );
}
