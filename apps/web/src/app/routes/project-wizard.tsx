import { FolderPlus } from 'lucide-react';
import { paths } from '@/config/paths';
import { PlaceholderScreen } from './placeholder-screen';

export default function ProjectWizardRoute() {
  return (
    <PlaceholderScreen
      title={'New Project'}
      description={'A step-by-step wizard to create a project: its market, its site and what to track.'}
      icon={FolderPlus}
      emptyTitle={'The project wizard is not available yet'}
      emptyText={'Creating projects arrives in a later release.'}
      actions={[{ label: 'Back to projects', to: paths.projects }]}
    />
  );
}
