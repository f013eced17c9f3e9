import { authRouteData } from '../../features/account/auth/auth-route-page.server.ts';
import { AuthRoutePage } from '../../features/account/auth/auth-route-page.tsx';
import { registerAction } from '../../features/account/auth/register-action.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/auth-register.ts';

export function loader({ context }: Route.LoaderArgs) {
  return authRouteData(requireStorefront(context), 'registerTitle');
}

/** Registering happens in the browser, where the session is kept (spec §4). */
export const clientAction = registerAction;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

/** /auth/customer/register (spec §2). */
export default function Register({ loaderData }: Route.ComponentProps) {
  return <AuthRoutePage mode="register" social={loaderData.social} />;
}
