import { GraduationCap } from 'lucide-react';
import { paths } from '@/config/paths';
import { PlaceholderScreen } from './placeholder-screen';

export default function OnboardingRoute() {
  return (
    <PlaceholderScreen
      title={'Onboarding'}
      description={'A short guided tour: your first market, your first site and how to read its results.'}
      icon={GraduationCap}
      emptyTitle={'Start with the workflow'}
      emptyText={
        'The guided tour is not available yet. The four-stage workflow already shows the way: find a market, build, launch and rank.'
      }
      actions={[{ label: 'Start at Discovery', to: paths.discovery }]}
    />
  );
}
