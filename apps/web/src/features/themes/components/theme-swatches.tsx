import type { ThemeColorSet } from '@sdp/shared';

const SHOWN = ['background', 'card', 'primary', 'secondary', 'accent', 'destructive', 'foreground'] as const;

/** A row of a colour set's main colours (decorative: the theme's name says which it is). */
export function ThemeSwatches({ colors }: { colors: ThemeColorSet }) {
  return (
    <span className="flex gap-1" aria-hidden="true">
      {SHOWN.map((k) => (
        <span
          key={k}
          className="size-5 rounded-full border border-border"
          style={{ background: colors[k] }}
          title={k}
        />
      ))}
    </span>
  );
}
