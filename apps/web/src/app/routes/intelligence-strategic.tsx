import { EnginePanel } from '@/features/engines';
import { StrategicScreen } from '@/features/strategic';

/** /intelligence/strategic: value/effort matrix and budget allocation (docs/strategic.md), with its engine. */
export default function StrategicOpportunityRoute() {
  return (
    <div className="space-y-6">
      <StrategicScreen />
      <EnginePanel engineId="strategic" />
    </div>
  );
}
