import { MESSAGES } from '@sdp/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { OnboardingGate } from '@/features/onboarding';
import { intendedDestination } from '@/lib/login-target';
import { useSession } from '@/lib/session';

/**
 * Route guards (docs/product/web.md#route-guards): spinner while loading; anonymous users go to /login,
 * remembering where they were. A new user's first screen is the onboarding (OnboardingGate).
 */
export function ProtectedRoute() {
  const { isAuthenticated, isLoading, user } = useSession();
  const location = useLocation();

  if (isLoading) return <LoadingScreen text={MESSAGES.loadingAuth} />;
  if (!isAuthenticated) {
    intendedDestination.set(`${location.pathname}${location.search}`);
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  }
  // A new user is sent to the setup once (docs/onboarding.md).
  return user ? (
    <OnboardingGate userId={user.id}>
      <Outlet />
    </OnboardingGate>
  ) : (
    <Outlet />
  );
}
