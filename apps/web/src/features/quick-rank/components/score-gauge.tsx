import { cn } from '@/lib/utils';
import { scoreTone } from '../lib/validate';

const TONE = { good: 'text-emerald-400', fair: 'text-amber-400', poor: 'text-red-400' } as const;

/** A 0-100 score as a ring gauge; `toneOf` sets where it turns amber and red (default: scoreTone). */
export function ScoreGauge({
  score,
  size = 140,
  label = 'On-page score',
  toneOf = scoreTone,
}: {
  score: number;
  size?: number;
  label?: string;
  toneOf?: (score: number) => keyof typeof TONE;
}) {
  const r = 42;
  const c = 2 * Math.PI * r;
  const tone = TONE[toneOf(score)];
  return (
    <figure className="flex flex-col items-center" aria-label={`${label}: ${score} out of 100`}>
      <svg width={size} height={size} viewBox="0 0 100 100" role="img" aria-hidden="true">
        <circle cx="50" cy="50" r={r} fill="none" strokeWidth="10" className="stroke-muted" />
        <circle
          cx="50"
          cy="50"
          r={r}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          stroke="currentColor"
          className={cn(tone, 'transition-all')}
          strokeDasharray={`${(c * score) / 100} ${c}`}
          transform="rotate(-90 50 50)"
        />
        <text x="50" y="56" textAnchor="middle" className="fill-foreground text-[22px] font-bold">
          {score}
        </text>
      </svg>
      <figcaption className="mt-1 text-xs text-muted-foreground">{label}</figcaption>
    </figure>
  );
}
