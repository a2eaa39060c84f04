import { SemanticScreen } from '@/features/semantic';

/** /intelligence/semantic: topics, topic map and page coverage (docs/semantic.md). */
export default function SemanticAnalysisRoute() {
  return <SemanticScreen />;
}
