export { DominatorScreen } from './components/dominator-screen';
