import { THEME_COLOR_KEYS, type ThemeColorKey, type ThemeColorSet } from '@sdp/shared';
import { Input } from '@/components/ui/input';

const LABELS: Record<ThemeColorKey, string> = {
  background: 'Background',
  foreground: 'Text',
  muted: 'Muted surface',
  mutedForeground: 'Muted text',
  popover: 'Popover',
  popoverForeground: 'Popover text',
  card: 'Card',
  cardForeground: 'Card text',
  border: 'Border',
  input: 'Input border',
  primary: 'Primary',
  primaryForeground: 'Text on primary',
  secondary: 'Secondary',
  secondaryForeground: 'Text on secondary',
  accent: 'Accent',
  accentForeground: 'Text on accent',
  destructive: 'Destructive',
  destructiveForeground: 'Text on destructive',
  ring: 'Focus ring',
  radius: 'Corner radius',
};

const HEX = /^#[0-9a-f]{6}$/i;

/** Every key of one colour set: a colour picker (for hex values) and the exact CSS value. */
export function ColorSetFields({
  mode,
  colors,
  onChange,
}: {
  mode: 'dark' | 'light';
  colors: ThemeColorSet;
  onChange: (key: ThemeColorKey, value: string) => void;
}) {
  const title = mode === 'dark' ? 'Dark mode colours' : 'Light mode colours';
  return (
    <fieldset className="space-y-2 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-medium text-foreground">{title}</legend>
      {THEME_COLOR_KEYS.map((key) => {
        const id = `theme-${mode}-${key}`;
        const label = `${mode === 'dark' ? 'Dark' : 'Light'} ${LABELS[key].toLowerCase()}`;
        return (
          <div key={key} className="flex items-center gap-2">
            <label htmlFor={id} className="w-40 shrink-0 text-sm text-foreground">
              {LABELS[key]}
            </label>
            {key !== 'radius' && (
              <input
                type="color"
                aria-label={`${label} picker`}
                className="h-8 w-10 shrink-0 cursor-pointer rounded border border-input bg-transparent"
                value={HEX.test(colors[key]) ? colors[key] : '#000000'}
                onChange={(e) => onChange(key, e.target.value)}
              />
            )}
            <Input
              id={id}
              aria-label={label}
              className="h-8"
              value={colors[key]}
              onChange={(e) => onChange(key, e.target.value)}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
