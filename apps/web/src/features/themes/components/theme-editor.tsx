import { type Theme, type ThemeColorKey, themeSchema } from '@sdp/shared';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { ColorSetFields } from './color-set-fields';

export const FONT_STACKS = [
  {
    label: 'System sans-serif',
    value:
      'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  },
  { label: 'System serif', value: 'ui-serif, Georgia, Cambria, "Times New Roman", Times, serif' },
  {
    label: 'System monospace',
    value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
] as const;

const EASINGS = ['ease', 'ease-in', 'ease-out', 'ease-in-out', 'linear'] as const;
const selectClass = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground';

/**
 * Edits a custom theme with a live preview: every change is shown on the whole app at once;
 * Cancel stops the preview (the saved theme returns), Save keeps it.
 */
export function ThemeEditor({
  theme,
  onPreview,
  onSave,
  onCancel,
}: {
  theme: Theme;
  onPreview: (draft: Theme) => void;
  onSave: (draft: Theme) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(theme);
  const parsed = themeSchema.safeParse(draft);
  const problem = parsed.success ? null : (parsed.error.issues[0] ?? null);

  // Preview each valid draft (a draft that does not parse leaves the last good one on screen).
  useEffect(() => {
    const ok = themeSchema.safeParse(draft);
    if (ok.success) onPreview(ok.data);
  }, [draft, onPreview]);

  const setColor = (mode: 'dark' | 'light') => (key: ThemeColorKey, value: string) =>
    setDraft((d) => ({ ...d, colors: { ...d.colors, [mode]: { ...d.colors[mode], [key]: value } } }));
  const set = <K extends keyof Theme>(key: K, value: Theme[K]) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <form
      aria-label={`Edit ${theme.name}`}
      className="space-y-4 rounded-lg border border-primary/50 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (parsed.success) onSave(parsed.data);
      }}
    >
      <p className="text-sm text-muted-foreground">
        Previewing your changes on the whole app until you save or cancel.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="theme-name" label="Name">
          <Input
            id="theme-name"
            value={draft.name}
            maxLength={80}
            onChange={(e) => set('name', e.target.value)}
          />
        </FormField>
        <FormField id="theme-description" label="Description">
          <Input
            id="theme-description"
            value={draft.description}
            maxLength={300}
            onChange={(e) => set('description', e.target.value)}
          />
        </FormField>
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        <ColorSetFields mode="dark" colors={draft.colors.dark} onChange={setColor('dark')} />
        <ColorSetFields mode="light" colors={draft.colors.light} onChange={setColor('light')} />
      </div>
      <fieldset className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-3">
        <legend className="px-1 text-sm font-medium text-foreground">Typography</legend>
        <FormField id="theme-font" label="Font">
          <select
            id="theme-font"
            className={selectClass}
            value={draft.typography.fontFamily}
            onChange={(e) => set('typography', { ...draft.typography, fontFamily: e.target.value })}
          >
            {!FONT_STACKS.some((f) => f.value === draft.typography.fontFamily) && (
              <option value={draft.typography.fontFamily}>{draft.typography.fontFamily}</option>
            )}
            {FONT_STACKS.map((f) => (
              <option key={f.label} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="theme-font-size" label="Base size (px, 12-22)">
          <Input
            id="theme-font-size"
            type="number"
            min={12}
            max={22}
            value={draft.typography.fontSize}
            onChange={(e) => set('typography', { ...draft.typography, fontSize: Number(e.target.value) })}
          />
        </FormField>
        <FormField id="theme-line-height" label="Line height (1-2.2)">
          <Input
            id="theme-line-height"
            type="number"
            min={1}
            max={2.2}
            step={0.05}
            value={draft.typography.lineHeight}
            onChange={(e) => set('typography', { ...draft.typography, lineHeight: Number(e.target.value) })}
          />
        </FormField>
      </fieldset>
      <fieldset className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-3">
        <legend className="px-1 text-sm font-medium text-foreground">Motion and effects</legend>
        <label className="flex items-center gap-2 text-sm text-foreground">
          <input
            type="checkbox"
            checked={draft.animations.enabled}
            onChange={(e) => set('animations', { ...draft.animations, enabled: e.target.checked })}
          />
          Animations (off anyway when the system asks for reduced motion)
        </label>
        <FormField id="theme-duration" label="Duration (ms, 0-2000)">
          <Input
            id="theme-duration"
            type="number"
            min={0}
            max={2000}
            step={50}
            value={draft.animations.duration}
            onChange={(e) => set('animations', { ...draft.animations, duration: Number(e.target.value) })}
          />
        </FormField>
        <FormField id="theme-easing" label="Easing">
          <select
            id="theme-easing"
            className={selectClass}
            value={draft.animations.easing}
            onChange={(e) =>
              set('animations', {
                ...draft.animations,
                easing: e.target.value as Theme['animations']['easing'],
              })
            }
          >
            {EASINGS.map((x) => (
              <option key={x}>{x}</option>
            ))}
          </select>
        </FormField>
        {(['blur', 'shadows', 'gradients'] as const).map((k) => (
          <label key={k} className="flex items-center gap-2 text-sm capitalize text-foreground">
            <input
              type="checkbox"
              checked={draft.effects[k]}
              onChange={(e) => set('effects', { ...draft.effects, [k]: e.target.checked })}
            />
            {k}
          </label>
        ))}
      </fieldset>
      <FormField
        id="theme-css"
        label="Custom CSS"
        hint="Applied after the theme. url(), @import, expression(), escapes and the like are removed."
      >
        <Textarea
          id="theme-css"
          className="font-mono"
          value={draft.customCSS ?? ''}
          onChange={(e) => set('customCSS', e.target.value || undefined)}
        />
      </FormField>
      {problem && (
        <p role="alert" className="text-sm text-red-300">
          {`${problem.path.join(' ')}: ${problem.message}`}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={!parsed.success}>
          Save theme
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
