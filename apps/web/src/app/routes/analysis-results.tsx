import { useParams } from 'react-router';
import { AnalysisResults } from '@/features/projects';
import { SeoOpportunitiesPanel } from '@/features/seo-opportunities';

/** /projects/:id and /analysis/:id (the id is a project's), with its SEO opportunities tab. */
export default function AnalysisResultsRoute() {
  const { id = '' } = useParams();
  return (
    <AnalysisResults
      key={id}
      projectId={id}
      opportunities={(p) => (
        <SeoOpportunitiesPanel projectId={p.projectId} websiteId={p.websiteId ?? undefined} />
      )}
    />
  );
}
