import {
  BarChart3,
  Brain,
  Crosshair,
  FileText,
  FolderKanban,
  GitBranch,
  Hammer,
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
  { label: 'Dashboard', path: '/dashboard', icon: LayoutDashboard },
  {
    label: 'Dominator',
    path: '/dominator',
    description: 'AI-powered revenue generation system',
    icon: Target,
  },
  {
    label: 'ML Optimization',
    path: '/ml-optimization',
    description: 'AI-powered budget and threshold optimization',
    icon: SlidersHorizontal,
  },
  { label: 'Superweapons', path: '/superweapons', description: 'Ultimate domination control', icon: Zap },
  { label: 'Projects', path: '/projects', icon: FolderKanban },
];

export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Tools',
    items: [
      {
        label: 'Keyword Finder',
        path: '/keyword-finder',
        description: 'Discover profitable keywords',
        icon: Search,
      },
      {
        label: 'Content Generator',
        path: '/content-generator',
        description: 'AI-powered content creation',
        icon: FileText,
      },
      { label: 'Quick Rank', path: '/quick-rank', description: 'Rapid ranking analysis', icon: TrendingUp },
      {
        label: 'Analytics',
        path: '/analytics',
        description: 'Performance metrics & insights',
        icon: BarChart3,
      },
    ],
  },
  {
    label: 'Workflow',
    items: [
      { label: 'Discovery', path: '/discovery', description: 'Find opportunities', icon: Crosshair },
      { label: 'Generation', path: '/generation', description: 'Create content & sites', icon: Hammer },
      { label: 'Deployment', path: '/deployment', description: 'Deploy to production', icon: Rocket },
      { label: 'Monitoring', path: '/monitoring', description: 'Track performance', icon: BarChart3 },
    ],
  },
  {
    label: 'Intelligence',
    items: [
      {
        label: 'Causal Analysis',
        path: '/intelligence/causal',
        description: 'Why rankings and revenue moved',
        icon: GitBranch,
      },
      {
        label: 'Competitive Analysis',
        path: '/intelligence/competitive',
        description: 'Compare against competing sites',
        icon: Swords,
      },
      {
        label: 'Pattern Recognition',
        path: '/intelligence/patterns',
        description: 'SERP pattern detection',
        icon: Brain,
      },
      {
        label: 'Semantic SEO',
        path: '/intelligence/semantic',
        description: 'Topic authority building',
        icon: Network,
      },
      {
        label: 'Strategic Opportunity',
        path: '/intelligence/strategic',
        description: 'Market opportunities',
        icon: Lightbulb,
      },
    ],
  },
];

/** Active when the path equals the item's path or is nested under it; /dashboard is also active for /. */
export function isNavActive(itemPath: string, pathname: string): boolean {
  if (pathname === itemPath || pathname.startsWith(`${itemPath}/`)) return true;
  return itemPath === '/dashboard' && pathname === '/';
}

export function isGroupActive(group: NavGroup, pathname: string): boolean {
  return group.items.some((i) => isNavActive(i.path, pathname));
}
