import { SlidersHorizontal } from 'lucide-react';
import { PlaceholderScreen } from './placeholder-screen';

export default function MLOptimizationRoute() {
  return (
    <PlaceholderScreen
      title={'ML Optimization'}
      description={
        'AI-powered budget and threshold optimization: tunes scoring thresholds and provider spend from your own results.'
      }
      icon={SlidersHorizontal}
      emptyTitle={'Not enough data to optimize'}
      emptyText={
        'Optimization learns from the outcomes of your live sites. There are none to learn from yet.'
      }
      actions={[]}
    />
  );
}
