export { KeywordFinderScreen } from './components/keyword-finder-screen';
