export { invalidateQuickDominator } from './api/keys';
export { DominatorScreen } from './components/dominator-screen';
