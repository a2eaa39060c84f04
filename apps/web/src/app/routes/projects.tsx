import { FolderKanban } from 'lucide-react';
import { paths } from '@/config/paths';
import { PlaceholderScreen } from './placeholder-screen';

export default function ProjectsRoute() {
  return (
    <PlaceholderScreen
      title={'Projects'}
      description={'Groups your sites, keywords and analyses by client or market.'}
      icon={FolderKanban}
      emptyTitle={'No projects yet'}
      emptyText={'Projects you create will be listed here.'}
      actions={[{ label: 'New project', to: paths.newProject }]}
    />
  );
}
