export { semanticKeys, useSemanticAnalysis, useSemanticOverview } from './api/semantic';
export { SemanticScreen } from './components/semantic-screen';
