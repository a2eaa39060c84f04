import { ShieldAlert } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { AdminScreen } from '@/features/admin';
import { useSession } from '@/lib/session';

export default function AdminDashboardRoute() {
  const { user } = useSession();
  return (
    <div data-testid="screen" data-screen="Admin">
      <PageHeader
        title="Admin"
        description="Manages the users, jobs, providers and system health of this installation."
      />
      {user?.role !== 'admin' ? (
        <EmptyState icon={ShieldAlert} title="Administrators only">
          This area is for the administrators of this installation. Your account has the{' '}
          {user?.role ?? 'free'} role.
        </EmptyState>
      ) : (
        <AdminScreen />
      )}
    </div>
  );
}
