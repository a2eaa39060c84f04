import { ContentGeneratorScreen } from '@/features/content-generator';

/** /content-generator: drafts for a keyword and a place, scored, edited, saved to a site. */
export default function ContentGeneratorRoute() {
  return <ContentGeneratorScreen />;
}
