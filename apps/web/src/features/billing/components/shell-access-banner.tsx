import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSubscription } from '../api/get-subscription';
import { AccessBanner } from './access-banner';

/** Above every screen when access is grace or paused (not in the settings: the Billing section has it). */
export function ShellAccessBanner() {
  const { data: sub } = useSubscription();
  const { pathname } = useLocation();
  if (!sub || pathname === paths.settings) return null;
  return (
    <div className="mb-6 empty:hidden">
      <AccessBanner sub={sub} />
    </div>
  );
}
