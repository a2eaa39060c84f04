import { Award } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { useAchievements } from '../api/get-achievements';
import { AchievementItems } from './achievement-items';

/** The signed-in user's achievements, newest first (`demoSite`: the page shows a demo site). */
export function AchievementsCard({ demoSite = false }: { demoSite?: boolean }) {
  const q = useAchievements();
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
        ) : q.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {demoSite
              ? 'None yet. Demo sites reach milestones but earn no achievements: those come from your own sites.'
              : 'None yet: your first visitor earns the first one.'}
          </p>
        ) : (
          <AchievementItems
            achievements={q.data}
            variant="rows"
            detail={(a) => (
              <p className="text-xs text-muted-foreground">
                {a.description} · {formatDate(a.earnedAt)}
              </p>
            )}
          />
        )}
      </CardContent>
    </Card>
  );
}
