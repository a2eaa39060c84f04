import { MlOptimizationScreen } from '@/features/ml-optimization';

/** /ml-optimization: observed results, calibration and scoring tunings (docs/ml-optimization.md). */
export default function MLOptimizationRoute() {
  return <MlOptimizationScreen />;
}
