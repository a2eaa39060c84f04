import { z } from 'zod';

// SEO opportunities of a website (docs/seo-opportunities.md). Not the market opportunities of
// discovery (contracts/discovery.ts), which are verticals in places.

export const SEO_OPPORTUNITY_STATUSES = [
  'open',
  'implementing',
  'paused',
  'implemented',
  'failed',
  'cancelled',
  'dismissed',
] as const;
export const seoOpportunityStatusSchema = z.enum(SEO_OPPORTUNITY_STATUSES);
export type SeoOpportunityStatus = z.infer<typeof seoOpportunityStatusSchema>;

export const SEO_OPPORTUNITY_CATEGORIES = [
  'technical',
  'on-page',
  'content',
  'links',
  'local',
  'rankings',
] as const;
export const seoOpportunityCategorySchema = z.enum(SEO_OPPORTUNITY_CATEGORIES);
export type SeoOpportunityCategory = z.infer<typeof seoOpportunityCategorySchema>;

export const SEO_OPPORTUNITY_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const seoOpportunityDifficultySchema = z.enum(SEO_OPPORTUNITY_DIFFICULTIES);
export type SeoOpportunityDifficulty = z.infer<typeof seoOpportunityDifficultySchema>;

/** Where an opportunity was found. */
export const SEO_OPPORTUNITY_SOURCES = [
  'audit',
  'rankings',
  'search-console',
  'analytics',
  'market',
  'manual',
] as const;
export type SeoOpportunitySource = (typeof SEO_OPPORTUNITY_SOURCES)[number];

export const OPPORTUNITY_STEP_STATUSES = ['pending', 'running', 'completed', 'skipped', 'failed'] as const;
export const opportunityStepStatusSchema = z.enum(OPPORTUNITY_STEP_STATUSES);
export type OpportunityStepStatus = z.infer<typeof opportunityStepStatusSchema>;

export const IMPLEMENTATION_STATUSES = ['running', 'paused', 'completed', 'failed', 'cancelled'] as const;
export const implementationStatusSchema = z.enum(IMPLEMENTATION_STATUSES);
export type ImplementationStatus = z.infer<typeof implementationStatusSchema>;
