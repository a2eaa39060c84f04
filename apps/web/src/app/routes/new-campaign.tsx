import { PageHeader } from '@/components/ui/page-header';
import { CampaignsList, NewCampaignForm } from '@/features/campaigns';

/** /campaigns/new: the new-campaign form, and the team's campaigns under it (docs/campaigns.md). */
export default function NewCampaignRoute() {
  return (
    <div data-testid="screen" data-screen="new-campaign">
      <PageHeader
        title="New Campaign"
        description="Builds and deploys a site for each market, or implements SEO opportunities, a set number a day under a budget cap."
      />
      <NewCampaignForm />
      <section aria-labelledby="campaigns-list" className="mt-10">
        <h2 id="campaigns-list" className="mb-3 text-lg font-semibold">
          Your campaigns
        </h2>
        <CampaignsList />
      </section>
    </div>
  );
}
