import { FileText } from 'lucide-react';
import { PlaceholderScreen } from './placeholder-screen';

export default function ContentGeneratorRoute() {
  return (
    <PlaceholderScreen
      title={'Content Generator'}
      description={
        'Writes unique, fact-based pages for a service and city, with the built-in generator or your own AI provider.'
      }
      icon={FileText}
      emptyTitle={'No content generated yet'}
      emptyText={
        'Pages you generate will be listed here with their similarity checks against your other pages.'
      }
      actions={[]}
    />
  );
}
