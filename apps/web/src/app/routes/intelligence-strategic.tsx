import { StrategicScreen } from '@/features/strategic';

/** /intelligence/strategic: value/effort matrix and budget allocation (docs/strategic.md). */
export default function StrategicOpportunityRoute() {
  return <StrategicScreen />;
}
