import { authRouteData } from '../../features/account/auth/auth-route-page.server.ts';
import { AuthRoutePage } from '../../features/account/auth/auth-route-page.tsx';
import { loginAction } from '../../features/account/auth/login-action.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/auth-login.ts';

export function loader({ context }: Route.LoaderArgs) {
  return authRouteData(requireStorefront(context), 'loginTitle');
}

/** Signing in happens in the browser, where the session is kept (spec §4). */
export const clientAction = loginAction;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

/** /auth/customer/login (spec §2). */
export default function Login({ loaderData }: Route.ComponentProps) {
  return <AuthRoutePage mode="login" social={loaderData.social} />;
}
