import { ProjectsList } from '@/features/projects';

export default function ProjectsRoute() {
  return <ProjectsList />;
}
