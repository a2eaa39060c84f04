import type { Achievement } from '@sdp/shared';
import {
  Award,
  Briefcase,
  DollarSign,
  Footprints,
  Globe,
  Handshake,
  Inbox,
  Layers,
  type LucideIcon,
  Medal,
  Rocket,
  TrendingUp,
  Trophy,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Badges are lucide icon names chosen by the server. */
const BADGES: Record<string, LucideIcon> = {
  briefcase: Briefcase,
  'dollar-sign': DollarSign,
  footprints: Footprints,
  globe: Globe,
  handshake: Handshake,
  inbox: Inbox,
  layers: Layers,
  medal: Medal,
  rocket: Rocket,
  'trending-up': TrendingUp,
  trophy: Trophy,
};

/** Rows (monitoring: violet badges) or tiles (dashboard: yellow badges on a muted tile). */
const VARIANTS = {
  rows: {
    list: 'space-y-2',
    item: 'flex items-start gap-3',
    bubble: 'bg-violet-500/15 text-violet-300',
    icon: 'size-4',
    fallback: Award,
  },
  tiles: {
    list: 'grid gap-2 sm:grid-cols-2',
    item: 'flex items-start gap-3 rounded-lg bg-muted/40 p-3',
    bubble: 'bg-yellow-400/15',
    icon: 'size-4 text-yellow-300',
    fallback: Trophy,
  },
};

/** Achievements newest first, each with its badge, title and the caller's `detail` line(s). */
export function AchievementItems({
  achievements,
  variant,
  label,
  detail,
}: {
  achievements: Achievement[];
  variant: keyof typeof VARIANTS;
  /** The list's accessible name, when the heading around it does not give one. */
  label?: string;
  detail: (a: Achievement) => ReactNode;
}) {
  const v = VARIANTS[variant];
  const list = [...achievements].sort((a, b) => Date.parse(b.earnedAt) - Date.parse(a.earnedAt));
  return (
    <ul className={v.list} aria-label={label}>
      {list.map((a) => {
        const BadgeIcon = BADGES[a.badge ?? ''] ?? v.fallback;
        return (
          <li key={a.id} className={v.item} data-testid="achievement" data-kind={a.kind}>
            <span
              className={cn('flex size-8 shrink-0 items-center justify-center rounded-full', v.bubble)}
              aria-hidden="true"
            >
              <BadgeIcon className={v.icon} />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-medium">{a.title}</p>
              {detail(a)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
