export { useAnalyze } from './api/analyze';
export { type TuningDecision, useDecideTuning } from './api/decide-tuning';
export { useMlHistory } from './api/get-history';
export { mlOverviewQueryOptions, useMlOverview } from './api/get-overview';
export { invalidateMlOptimization, mlOptimizationKeys } from './api/keys';
export { MlOptimizationScreen } from './components/ml-screen';
