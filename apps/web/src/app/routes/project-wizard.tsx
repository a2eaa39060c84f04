import { ProjectWizard } from '@/features/projects';

export default function ProjectWizardRoute() {
  return <ProjectWizard />;
}
