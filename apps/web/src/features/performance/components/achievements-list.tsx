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
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useAchievements } from '../api/get-achievements';

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
const badgeIcon = (badge: string | null) => BADGES[badge ?? ''] ?? Award;

/** The signed-in user's achievements, newest first. */
export function AchievementsCard() {
  const q = useAchievements();
  const list = [...(q.data ?? [])].sort((a, b) => b.earnedAt.localeCompare(a.earnedAt));
  return (
    <Card className="min-w-0" data-testid="achievements-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Award className="size-4 text-violet-300" aria-hidden="true" />
          Achievements
        </CardTitle>
        <CardDescription>Earned across your sites</CardDescription>
      </CardHeader>
      <CardContent>
        {q.isPending ? (
          <Skeleton className="h-16" />
        ) : q.isError ? (
          <Alert variant="error">Could not load achievements: {errorMessage(q.error)}</Alert>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">None yet: your first visitor earns the first one.</p>
        ) : (
          <ul className="space-y-2">
            {list.map((a) => (
              <li key={a.id} className="flex items-start gap-3" data-testid="achievement" data-kind={a.kind}>
                <span
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-violet-500/15 text-violet-300"
                  aria-hidden="true"
                >
                  {(() => {
                    const Icon = badgeIcon(a.badge);
                    return <Icon className="size-4" />;
                  })()}
                </span>
                <div className="min-w-0">
                  <p className="text-sm font-medium">{a.title}</p>
                  <p className="text-xs text-muted-foreground">
                    {a.description} · {new Date(a.earnedAt).toLocaleDateString()}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
