import type { ContentScores } from '@sdp/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ScoreGauge } from '@/features/quick-rank';
import { cn } from '@/lib/utils';

const tone = (n: number) => (n >= 70 ? 'bg-emerald-500' : n >= 40 ? 'bg-amber-500' : 'bg-red-500');

/** The overall score as a gauge and the four parts as bars, each with its reasons. */
export function ScorePanel({ scores, updating }: { scores: ContentScores; updating: boolean }) {
  return (
    <Card data-testid="content-scores" aria-busy={updating}>
      <CardHeader>
        <CardTitle>Scores</CardTitle>
        <CardDescription>
          {scores.words} words · Flesch {scores.flesch}
          {updating ? ' · scoring your edit…' : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <ScoreGauge score={scores.overall} label="Overall (weighted)" size={120} />
        <ul className="space-y-4">
          {scores.parts.map((p) => (
            <li key={p.id}>
              <div className="flex items-baseline justify-between text-sm">
                <span className="font-medium">{p.label}</span>
                <span>
                  <span className="font-semibold">{p.score}</span>
                  <span className="text-xs text-muted-foreground"> /100 · weight {p.weight}%</span>
                </span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-muted" aria-hidden="true">
                <div className={cn('h-2 rounded-full', tone(p.score))} style={{ width: `${p.score}%` }} />
              </div>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-xs text-muted-foreground">
                {p.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <div className="text-xs text-muted-foreground">
          {scores.closest ? (
            <p>
              Closest of your pages:{' '}
              <a className="underline" href={scores.closest.url} target="_blank" rel="noreferrer">
                {scores.closest.siteName} {scores.closest.path}
              </a>{' '}
              ({Math.round(scores.closest.similarity * 100)}% similar, of {scores.pagesCompared} pages
              compared)
            </p>
          ) : (
            <p>No pages of your sites to compare with yet: uniqueness is judged once you have a site.</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
