export { serpPatternsKeys, usePatterns, useSnapshot } from './api/serp-patterns';
export { PatternsScreen } from './components/patterns-screen';
