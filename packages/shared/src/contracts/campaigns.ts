import { z } from 'zod';

// Campaigns: a named batch of markets (build and deploy a site each) or SEO opportunities
// (implement each) on a schedule and a budget cap (docs/campaigns.md).

export const CAMPAIGN_KINDS = ['markets', 'opportunities'] as const;
export const campaignKindSchema = z.enum(CAMPAIGN_KINDS);
export type CampaignKind = z.infer<typeof campaignKindSchema>;

export const CAMPAIGN_STATUSES = [
  'scheduled',
  'running',
  'paused',
  'completed',
  'cancelled',
  'budget-reached',
] as const;
export const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof campaignStatusSchema>;

export const CAMPAIGN_ITEM_STATUSES = ['pending', 'running', 'done', 'failed', 'skipped'] as const;
export const campaignItemStatusSchema = z.enum(CAMPAIGN_ITEM_STATUSES);
export type CampaignItemStatus = z.infer<typeof campaignItemStatusSchema>;
