export {
  addPushedInsight,
  engineKeys,
  insightOfEvent,
  useEngineInsights,
  useEngineStatus,
  useExecuteEngine,
  useLiveEngines,
} from './api/engines';
export { EnginePanel } from './components/engine-panel';
export { IntelligenceHub } from './components/intelligence-hub';
export { SystemHealthPanel } from './components/system-health-panel';
