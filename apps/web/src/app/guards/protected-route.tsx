import { MESSAGES } from '@sdp/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { intendedDestination } from '@/lib/login-target';
import { useSession } from '@/lib/session';

/**
 * Route guards (docs/product/web.md#route-guards): spinner while loading; anonymous users go to /login,
 * remembering where they were.
 */
export function ProtectedRoute() {
  const { isAuthenticated, isLoading } = useSession();
  const location = useLocation();

  if (isLoading) return <LoadingScreen text={MESSAGES.loadingAuth} />;
  if (!isAuthenticated) {
    intendedDestination.set(`${location.pathname}${location.search}`);
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
