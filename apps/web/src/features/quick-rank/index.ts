export { quickRankKeys, useAnalyzePage, useQuickRankChecks, useQuickWins } from './api/quick-rank';
export { QuickRankScreen } from './components/quick-rank-screen';
export { ScoreGauge } from './components/score-gauge';
export { validateQuickRankForm } from './lib/validate';
