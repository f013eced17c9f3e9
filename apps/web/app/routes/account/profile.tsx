import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { socialKeys } from '../../features/account/auth/social-keys.server.ts';
import { useCustomerSession } from '../../features/account/customer-session.tsx';
import { loadMe } from '../../features/account/profile/account.server.ts';
import { LinkedAccounts } from '../../features/account/profile/linked-accounts.tsx';
import { PasswordForm } from '../../features/account/profile/password-form.tsx';
import { profileAction } from '../../features/account/profile/profile-action.ts';
import { ProfileForm } from '../../features/account/profile/profile-form.tsx';
import { localisePath } from '../../lib/i18n/lang-path.ts';
import { translate } from '../../lib/i18n/translate.ts';
import { useLang, useT } from '../../lib/i18n/use-lang.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import { buttonClass } from '../../ui/icon-button.ts';
import type { Route } from './+types/profile.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const user = await loadMe(storefront, request);
  return {
    user,
    social: socialKeys(storefront.company),
    title: pageTitle(storefront, translate(storefront.lang, 'journeys', 'accountTitle')),
  };
}

/** The profile and password forms post here: the customer's token is in the browser (spec §4). */
export const clientAction = profileAction;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

/** /profile (spec §2): the profile form, the password, linked social accounts, sign-out. */
export default function Profile({ loaderData }: Route.ComponentProps) {
  const t = useT('journeys');
  const lang = useLang();
  const navigate = useNavigate();
  const session = useCustomerSession();
  const { user, social } = loaderData;
  const firstname = user.profiles[0]?.firstname;
  return (
    <main id="main" className="flex flex-col gap-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-heading text-3xl sm:text-4xl">{t('accountTitle')}</h1>
          <p className="text-muted">{firstname ? t('accountHello', { name: firstname }) : user.email}</p>
        </div>
        <button
          type="button"
          className={buttonClass.outline}
          onClick={async () => {
            // Spec §4: logout clears the token, the customer and the loyalty card.
            await session.logout();
            navigate(localisePath('/', lang));
          }}
        >
          <LogOut aria-hidden="true" size={18} />
          {t('logout')}
        </button>
      </div>
      <ProfileForm user={user} />
      <PasswordForm noPass={user.noPass} />
      <LinkedAccounts user={user} social={social} />
    </main>
  );
}
