export { contentGeneratorKeys, useDrafts } from './api/content-generator';
export { ContentGeneratorScreen } from './components/content-generator-screen';
