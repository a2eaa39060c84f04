export { quickRankKeys, useAnalyzePage, useQuickRankChecks, useQuickWins } from './api/quick-rank';
export { QuickRankScreen } from './components/quick-rank-screen';
export { validateQuickRankForm } from './lib/validate';
