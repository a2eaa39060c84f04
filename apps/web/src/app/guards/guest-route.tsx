import { DEFAULT_LOGIN_TARGET, MESSAGES } from '@sdp/shared';
import { type Location, Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { intendedDestination, isLocalPath, signInRedirect } from '@/lib/login-target';
import { useSession } from '@/lib/session';

/** Where an already signed-in user on /login or /register goes (docs/product/web.md#route-guards). */
export function guestRedirectTarget(
  stored: string | null,
  from: Partial<Location> | undefined,
  defaultScreen: string = DEFAULT_LOGIN_TARGET,
): string {
  if (stored && isLocalPath(stored)) return stored;
  const origin = from?.pathname;
  if (origin && origin !== paths.login && origin !== paths.register) return `${origin}${from?.search ?? ''}`;
  // The user's preferred first screen (docs/account.md#preferences).
  return isLocalPath(defaultScreen) ? defaultScreen : DEFAULT_LOGIN_TARGET;
}

export function GuestRoute() {
  const { isAuthenticated, isLoading, user } = useSession();
  const location = useLocation();

  if (isLoading) return <LoadingScreen text={MESSAGES.loading} />;
  if (isAuthenticated && !signInRedirect.isPending()) {
    const from = (location.state as { from?: Location } | null)?.from;
    return (
      <Navigate
        to={guestRedirectTarget(intendedDestination.get(), from, user?.preferences?.defaultScreen)}
        replace
      />
    );
  }
  return <Outlet />;
}
