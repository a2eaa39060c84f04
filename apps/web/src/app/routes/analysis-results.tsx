import { useParams } from 'react-router';
import { AnalysisResults } from '@/features/projects';

/** /projects/:id and /analysis/:id (the id is a project's). */
export default function AnalysisResultsRoute() {
  const { id = '' } = useParams();
  // The "SEO opportunities" tab: pass `opportunities={(p) => <SeoOpportunitiesPanel {...p} />}`
  // from '@/features/seo-opportunities' once that feature exists.
  return <AnalysisResults key={id} projectId={id} />;
}
