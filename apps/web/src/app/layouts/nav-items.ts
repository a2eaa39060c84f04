import {
  BarChart3,
  Brain,
  Crosshair,
  FileText,
  FolderKanban,
  GitBranch,
  Hammer,
  Inbox,
  LayoutDashboard,
  Lightbulb,
  type LucideIcon,
  Network,
  Rocket,
  Search,
  SlidersHorizontal,
  Swords,
  Target,
  TrendingUp,
  Zap,
} from 'lucide-react';
import { paths } from '@/config/paths';

// Navigation menu (docs/product/web.md#layout-and-navigation): direct items, then dropdown groups whose
// sub-items have descriptions.

export interface NavLeaf {
  label: string;
  path: string;
  description?: string;
  icon: LucideIcon;
}
export interface NavGroup {
  label: string;
  items: NavLeaf[];
}

export const DIRECT_ITEMS: NavLeaf[] = [
  { label: 'Dashboard', path: paths.dashboard, icon: LayoutDashboard },
  {
    label: 'Dominator',
    path: paths.dominator,
    description: 'AI-powered revenue generation system',
    icon: Target,
  },
  {
    label: 'ML Optimization',
    path: paths.mlOptimization,
    description: 'AI-powered budget and threshold optimization',
    icon: SlidersHorizontal,
  },
  { label: 'Superweapons', path: paths.superweapons, description: 'Ultimate domination control', icon: Zap },
  { label: 'Projects', path: paths.projects, icon: FolderKanban },
];

export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Tools',
    items: [
      {
        label: 'Keyword Finder',
        path: paths.keywordFinder,
        description: 'Discover profitable keywords',
        icon: Search,
      },
      {
        label: 'Content Generator',
        path: paths.contentGenerator,
        description: 'AI-powered content creation',
        icon: FileText,
      },
      { label: 'Quick Rank', path: paths.quickRank, description: 'Rapid ranking analysis', icon: TrendingUp },
      {
        label: 'Analytics',
        path: paths.analytics,
        description: 'Performance metrics & insights',
        icon: BarChart3,
      },
    ],
  },
  {
    label: 'Workflow',
    items: [
      { label: 'Discovery', path: paths.discovery, description: 'Find opportunities', icon: Crosshair },
      { label: 'Generation', path: paths.generation, description: 'Create content & sites', icon: Hammer },
      { label: 'Deployment', path: paths.deployment, description: 'Deploy to production', icon: Rocket },
      { label: 'Monitoring', path: paths.monitoring, description: 'Track performance', icon: BarChart3 },
      // Not a stage: where the live sites' leads land (docs/product/screens.md#leads).
      { label: 'Leads', path: paths.leads, description: 'Every lead from every site', icon: Inbox },
    ],
  },
  {
    label: 'Intelligence',
    items: [
      {
        label: 'Causal Analysis',
        path: paths.intelligenceCausal,
        description: 'Why rankings and revenue moved',
        icon: GitBranch,
      },
      {
        label: 'Competitive Analysis',
        path: paths.intelligenceCompetitive,
        description: 'Compare against competing sites',
        icon: Swords,
      },
      {
        label: 'Pattern Recognition',
        path: paths.intelligencePatterns,
        description: 'SERP pattern detection',
        icon: Brain,
      },
      {
        label: 'Semantic SEO',
        path: paths.intelligenceSemantic,
        description: 'Topic authority building',
        icon: Network,
      },
      {
        label: 'Strategic Opportunity',
        path: paths.intelligenceStrategic,
        description: 'Market opportunities',
        icon: Lightbulb,
      },
    ],
  },
];

/** Active when the path equals the item's path or is nested under it; /dashboard is also active for /. */
export function isNavActive(itemPath: string, pathname: string): boolean {
  if (pathname === itemPath || pathname.startsWith(`${itemPath}/`)) return true;
  return itemPath === paths.dashboard && pathname === paths.home;
}

export function isGroupActive(group: NavGroup, pathname: string): boolean {
  return group.items.some((i) => isNavActive(i.path, pathname));
}
