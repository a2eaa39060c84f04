import { LOGIN_REDIRECT_DELAY_MS } from '@sdp/shared';
import { intendedDestination, resolveLoginTarget } from '@/lib/login-target';

/**
 * docs/product/web.md#login-and-registration: after 100 ms, a full page load to returnTo /
 * intendedDestination / the user's default screen (docs/account.md#preferences) / /dashboard.
 */
export function redirectAfterSignIn(search: string = window.location.search, defaultScreen?: string): string {
  const target = resolveLoginTarget(search, intendedDestination.get(), defaultScreen);
  intendedDestination.clear();
  setTimeout(() => window.location.assign(target), LOGIN_REDIRECT_DELAY_MS);
  return target;
}
