export { campaignKeys, useCampaign, useCampaigns, useCreateCampaign } from './api/campaigns';
export { CampaignView } from './components/campaign-view';
export { CampaignsList } from './components/campaigns-list';
export { NewCampaignForm } from './components/new-campaign-form';
export { endDate, validateCampaignForm } from './lib/validate';
