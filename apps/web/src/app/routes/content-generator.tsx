import { ContentGeneratorScreen } from '@/features/content-generator';
import { EnginePanel } from '@/features/engines';

/** /content-generator: drafts for a keyword and a place, scored, edited, saved to a site; the content engine's panel. */
export default function ContentGeneratorRoute() {
  return (
    <div className="space-y-6">
      <ContentGeneratorScreen />
      <EnginePanel engineId="content" />
    </div>
  );
}
