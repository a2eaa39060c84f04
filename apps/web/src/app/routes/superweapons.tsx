import { PageHeader } from '@/components/ui/page-header';
import { CampaignsList } from '@/features/campaigns';
import { KillSwitchCard, LiveFeed, RulesPanel } from '@/features/superweapons';

/** /superweapons: ultimate domination control (docs/superweapons.md). */
export default function DominationControlRoute() {
  return (
    <div data-testid="screen" data-screen="superweapons" className="space-y-8">
      <PageHeader
        title="Superweapons"
        description="Ultimate domination control: automation rules, whole-pipeline campaigns, every running job of the team, and the kill switch."
      />
      <KillSwitchCard />
      <div className="grid gap-8 xl:grid-cols-2 [&>*]:min-w-0">
        <RulesPanel />
        <LiveFeed />
      </div>
      <section aria-labelledby="superweapons-campaigns">
        <h2 id="superweapons-campaigns" className="mb-3 text-lg font-semibold">
          Campaigns
        </h2>
        <CampaignsList />
      </section>
    </div>
  );
}
