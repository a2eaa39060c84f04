export { strategicKeys, useLiveStrategic, useStrategic } from './api/strategic';
export { StrategicScreen } from './components/strategic-screen';
export { checkBudgetForm } from './lib/budget-form';
