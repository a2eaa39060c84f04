import { CATEGORY_LABELS, scoreTone, TONE_STROKE, TONE_TEXT } from '../lib/score';

/** The overall score (0-100) as a ring. */
export function ScoreGauge({ score, size = 140 }: { score: number | null; size?: number }) {
  const tone = scoreTone(score);
  const r = size / 2 - 10;
  const c = 2 * Math.PI * r;
  const filled = score === null ? 0 : (Math.max(0, Math.min(100, score)) / 100) * c;
  return (
    <div
      className="relative inline-flex"
      style={{ width: size, height: size }}
      role="img"
      aria-label={score === null ? 'Not scored yet' : `Overall score ${score} of 100`}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle cx={size / 2} cy={size / 2} r={r} fill="none" stroke="var(--muted)" strokeWidth={10} />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={r}
          fill="none"
          stroke={TONE_STROKE[tone]}
          strokeWidth={10}
          strokeLinecap="round"
          strokeDasharray={`${filled} ${c}`}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">
        <span className={`text-4xl font-bold tabular-nums ${TONE_TEXT[tone]}`}>{score ?? '—'}</span>
        <span className="text-xs text-muted-foreground">of 100</span>
      </div>
    </div>
  );
}

/** One bar per audit category. */
export function CategoryScores({ scores }: { scores: Record<string, number> | null }) {
  if (!scores) return null;
  return (
    <ul className="space-y-3" aria-label="Scores by category">
      {Object.entries(scores).map(([category, value]) => {
        const tone = scoreTone(value);
        return (
          <li key={category}>
            <div className="flex justify-between text-sm">
              <span>{CATEGORY_LABELS[category] ?? category}</span>
              <span className={`font-semibold tabular-nums ${TONE_TEXT[tone]}`}>{Math.round(value)}</span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-muted" aria-hidden="true">
              <div
                className="h-2 rounded-full"
                style={{ width: `${Math.max(0, Math.min(100, value))}%`, background: TONE_STROKE[tone] }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
