export { causalKeys, useInterventionEstimate, useInterventions } from './api/causal';
export { CausalScreen } from './components/causal-screen';
