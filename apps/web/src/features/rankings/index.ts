// Rank tracking (docs/product/rules.md#rankings): keywords per site, positions with their source (SERP,
// Search Console, manual).
export { rankingsQueryOptions, useRankings, useRankingsOfSites } from './api/get-rankings';
export { invalidateRankingsQueries, rankingsKeys } from './api/keys';
export { RankingsCard } from './components/rankings-card';
export { RankingsSummary } from './components/rankings-summary';
export { csvFileProblem, readCsvFile } from './lib/csv-file';
export { formatPosition, rankChange, rankingsSummary, SOURCE_LABELS, sortKeywords } from './lib/rank-format';
