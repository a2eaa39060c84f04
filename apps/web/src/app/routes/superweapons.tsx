import { Zap } from 'lucide-react';
import { paths } from '@/config/paths';
import { PlaceholderScreen } from './placeholder-screen';

export default function DominationControlRoute() {
  return (
    <PlaceholderScreen
      title={'Superweapons'}
      description={
        'Ultimate domination control: one place to watch every engine, job and site and to act on them.'
      }
      icon={Zap}
      emptyTitle={'Nothing to control yet'}
      emptyText={'When your engines, jobs and sites are running, their status and controls will appear here.'}
      actions={[{ label: 'Go to dashboard', to: paths.dashboard }]}
    />
  );
}
