export * as content from './content';
export * as indexability from './indexability';
export * as links from './links';
export { nearDuplicates } from './near-duplicate';
export { performanceChecks } from './performance';
export { structuredData } from './structured-data';
