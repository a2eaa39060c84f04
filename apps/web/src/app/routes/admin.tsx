import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/lib/session';
import { PlaceholderScreen } from './placeholder-screen';

export default function AdminDashboardRoute() {
  const { user } = useSession();
  if (user?.role !== 'admin') {
    return (
      <div data-testid="screen" data-screen="Admin">
        <PageHeader
          title="Admin"
          description="Manages the users, jobs, providers and system health of this installation."
        />
        <EmptyState icon={ShieldAlert} title="Administrators only">
          This area is for the administrators of this installation. Your account has the{' '}
          {user?.role ?? 'free'} role.
        </EmptyState>
      </div>
    );
  }
  return (
    <PlaceholderScreen
      title="Admin"
      description="Manages the users, jobs, providers and system health of this installation."
      icon={ShieldCheck}
      emptyTitle="Administration tools are not available yet"
      emptyText="User management and system monitoring arrive in a later release."
    />
  );
}
