export { callKeys, useCallTracking, useSiteCalls } from './api/calls';
export { CallTrackingSection } from './components/call-tracking-section';
export { SiteCallsCard } from './components/site-calls-card';
