import { DollarSign } from 'lucide-react';
import { paths } from '@/config/paths';
import { PlaceholderScreen } from './placeholder-screen';

export default function CostDashboardRoute() {
  return (
    <PlaceholderScreen
      title={'Cost Dashboard'}
      description={
        'Daily and monthly spend on data providers and AI, the yearly projection and cost per unit of revenue.'
      }
      icon={DollarSign}
      emptyTitle={'No costs recorded'}
      emptyText={'No paid data provider or AI provider is configured, so nothing has been spent.'}
      actions={[{ label: 'Open settings', to: paths.settings }]}
    />
  );
}
