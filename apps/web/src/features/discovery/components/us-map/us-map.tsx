import { type KeyboardEvent, type MouseEvent, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import type { MapPlace, MapState } from '../../api/get-opportunity-map';
import {
  createQuantileScale,
  dotRadius,
  NO_DATA_COLOUR,
  rampColour,
  scoreQuantiles,
} from '../../lib/score-scale';
import { MAP_HEIGHT, MAP_WIDTH, project, STATE_SHAPES } from './us-geometry';

interface Tip {
  x: number; // % of width
  y: number; // % of height
  title: string;
  lines: string[];
}

const stateLabel = (name: string, s?: MapState) =>
  s
    ? `${name}: top score ${Math.round(s.topScore)}, average ${Math.round(s.avgScore)}, ${s.goldmines} goldmine${s.goldmines === 1 ? '' : 's'}`
    : `${name}: no scored markets`;

/**
 * A map of the US: states shaded by their top opportunity score, the best places as dots sized by
 * score. States are focusable buttons with a label; Enter picks one. Drawn from bundled data.
 */
export function UsMap({
  states,
  places,
  maxPlaces = 60,
  onStateSelect,
  onPlaceSelect,
  className,
}: {
  states: MapState[];
  places: MapPlace[];
  maxPlaces?: number;
  onStateSelect?: (state: MapState) => void;
  onPlaceSelect?: (place: MapPlace) => void;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [tip, setTip] = useState<Tip | null>(null);
  const byFips = useMemo(() => new Map(states.map((s) => [s.fips.padStart(2, '0'), s])), [states]);
  // Colours follow the quantiles of the states' top scores, not their min-max (docs/product/screens.md).
  const shown = useMemo(() => states.map((s) => s.topScore), [states]);
  const colour = useMemo(() => createQuantileScale(shown), [shown]);
  const quantiles = useMemo(() => scoreQuantiles(shown), [shown]);
  const dots = useMemo(
    () =>
      [...places]
        .sort((a, b) => b.quantumScore - a.quantumScore)
        .slice(0, maxPlaces)
        .reverse()
        .map((p) => ({ p, xy: project(p.lon, p.lat) }))
        .filter((d): d is { p: MapPlace; xy: [number, number] } => d.xy !== null),
    [places, maxPlaces],
  );

  const tipAtMouse = (e: MouseEvent, title: string, lines: string[]) => {
    const r = box.current?.getBoundingClientRect();
    if (!r || r.width === 0) return;
    setTip({
      x: ((e.clientX - r.left) / r.width) * 100,
      y: ((e.clientY - r.top) / r.height) * 100,
      title,
      lines,
    });
  };
  const stateLines = (s?: MapState) =>
    s
      ? [`Top score ${Math.round(s.topScore)} · avg ${Math.round(s.avgScore)}`, `${s.goldmines} goldmines`]
      : ['No scored markets'];
  const pick = (s?: MapState) => s && onStateSelect?.(s);

  return (
    <div ref={box} className={cn('relative', className)}>
      <svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        className="h-auto w-full"
        onMouseLeave={() => setTip(null)}
      >
        <title>US states by top opportunity score</title>
        <g>
          {STATE_SHAPES.map((shape) => {
            const s = byFips.get(shape.fips);
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>
              <path
                key={shape.fips}
                d={shape.d}
                role="button"
                tabIndex={0}
                aria-label={stateLabel(shape.name, s)}
                aria-disabled={s ? undefined : true}
                data-state={s?.state}
                fill={s ? colour(s.topScore) : NO_DATA_COLOUR}
                className="stroke-slate-950/80 outline-none transition-opacity hover:opacity-80 focus-visible:stroke-white focus-visible:[stroke-width:2.5]"
                strokeWidth={0.75}
                onMouseMove={(e) => tipAtMouse(e, shape.name, stateLines(s))}
                onFocus={() =>
                  setTip({
                    x: (shape.centroid[0] / MAP_WIDTH) * 100,
                    y: (shape.centroid[1] / MAP_HEIGHT) * 100,
                    title: shape.name,
                    lines: stateLines(s),
                  })
                }
                onBlur={() => setTip(null)}
                onClick={() => pick(s)}
                onKeyDown={(e: KeyboardEvent) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    pick(s);
                  }
                }}
              />
            );
          })}
        </g>
        <g>
          {dots.map(({ p, xy }) => (
            // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the list view is the keyboard path to places
            <circle
              key={p.placeId}
              cx={xy[0]}
              cy={xy[1]}
              r={dotRadius(p.quantumScore)}
              className="cursor-pointer fill-white/90 stroke-slate-950 hover:fill-amber-300"
              strokeWidth={1}
              onMouseMove={(e) =>
                tipAtMouse(e, `${p.city}, ${p.state}`, [`Score ${Math.round(p.quantumScore)}`])
              }
              onClick={() => onPlaceSelect?.(p)}
            />
          ))}
        </g>
      </svg>
      {tip && (
        <div
          role="tooltip"
          className="pointer-events-none absolute z-10 w-max max-w-[14rem] -translate-x-1/2 -translate-y-[calc(100%+10px)] rounded-md border border-border bg-popover px-3 py-2 text-xs shadow-xl"
          style={{ left: `${Math.min(88, Math.max(12, tip.x))}%`, top: `${tip.y}%` }}
        >
          <p className="font-semibold">{tip.title}</p>
          {tip.lines.map((l) => (
            <p key={l} className="text-muted-foreground">
              {l}
            </p>
          ))}
        </div>
      )}
      <MapLegend ticks={quantiles.ticks} />
    </div>
  );
}

/** The legend: the ramp with the scores at its quartiles (the colours follow the quantiles). */
export function MapLegend({ ticks }: { ticks: { q: number; score: number }[] }) {
  const gradient = [0, 0.25, 0.5, 0.75, 1].map((t) => rampColour(t)).join(', ');
  const fmt = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(1));
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground">
      <span className="flex items-center gap-2" data-testid="map-legend">
        <span>Top score by quantile</span>
        <span className="flex flex-col gap-0.5">
          <span
            className="h-2.5 w-40 rounded-full"
            style={{ background: `linear-gradient(to right, ${gradient})` }}
          />
          <span className="flex w-40 justify-between tabular-nums">
            {ticks.map((t) => (
              <span
                key={t.q}
                title={t.q === 0 ? 'lowest' : t.q === 1 ? 'highest' : `${t.q * 100}th percentile`}
              >
                {fmt(t.score)}
              </span>
            ))}
          </span>
        </span>
      </span>
      <span className="flex items-center gap-1.5">
        <span className="size-2.5 rounded-sm" style={{ background: NO_DATA_COLOUR }} />
        No data
      </span>
      <span className="flex items-center gap-1.5">
        <span className="size-2.5 rounded-full bg-white/90" />
        Top places (size = score)
      </span>
    </div>
  );
}
