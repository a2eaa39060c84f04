export { competitiveKeys, useCompetitive, useRefreshCompetitors } from './api/competitive';
export { CompetitiveScreen } from './components/competitive-screen';
