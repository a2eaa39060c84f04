import { useParams } from 'react-router';
import { CampaignView } from '@/features/campaigns';

/** /campaigns/:id: one campaign (docs/campaigns.md). */
export default function CampaignRoute() {
  const { id = '' } = useParams();
  return <CampaignView id={id} />;
}
