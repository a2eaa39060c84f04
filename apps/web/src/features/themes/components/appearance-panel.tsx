import { MESSAGES, type Theme } from '@sdp/shared';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useThemes } from '../hooks/use-themes';
import { saveTextFile } from '../lib/export-file';
import {
  addImported,
  createTheme,
  deleteTheme,
  duplicateTheme,
  exportTheme,
  importTheme,
  selectTheme,
  updateTheme,
} from '../lib/theme-ops';
import { ThemeEditor } from './theme-editor';
import { ThemeImport } from './theme-import';
import { ThemePicker } from './theme-picker';

/** Settings → Appearance (docs/themes.md): dark mode, the themes, the editor and the imports. */
export function AppearancePanel() {
  const { state, themes, update, setDarkMode, startPreview, stopPreview } = useThemes();
  const [editing, setEditing] = useState<Theme | null>(null);
  const [deleting, setDeleting] = useState<Theme | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = (action: () => void) => {
    setError(null);
    try {
      action();
    } catch (e) {
      setError(e instanceof Error ? e.message : MESSAGES.unknownError);
    }
  };
  const closeEditor = useCallback(() => {
    stopPreview();
    setEditing(null);
  }, [stopPreview]);

  // The operations throw before the state changes, so they run on the current state first.
  const apply = (op: (s: typeof state) => typeof state) => {
    const next = op(state);
    update(() => next);
    return next;
  };

  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between gap-4">
        <div>
          <p id="dark-mode-label" className="text-sm font-medium text-foreground">
            Dark mode
          </p>
          <p className="text-sm text-muted-foreground">Each theme has a dark and a light set of colours.</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={state.darkMode}
          aria-labelledby="dark-mode-label"
          onClick={() => setDarkMode(!state.darkMode)}
          className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-input bg-muted transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-checked:bg-primary"
        >
          <span
            aria-hidden="true"
            className={`inline-block size-4 rounded-full bg-foreground transition-transform ${state.darkMode ? 'translate-x-6 bg-primary-foreground' : 'translate-x-1'}`}
          />
        </button>
      </div>

      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}

      <ThemePicker
        themes={themes}
        activeId={state.themeId}
        dark={state.darkMode}
        onSelect={(id) => run(() => apply((s) => selectTheme(s, id)))}
        onEdit={(t) => {
          setError(null);
          setEditing(t);
        }}
        onDuplicate={(id) => run(() => apply((s) => duplicateTheme(s, id)))}
        onExport={(id) => run(() => saveTextFile(`theme-${id}.json`, exportTheme(state, id)))}
        onDelete={(t) => setDeleting(t)}
      />

      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            run(() => {
              const next = apply((s) => createTheme(s, 'My theme'));
              const made = next.customThemes.at(-1);
              if (made) setEditing(made);
            })
          }
        >
          New theme from the active one
        </Button>
      </div>

      {editing && (
        <ThemeEditor
          key={editing.id}
          theme={editing}
          onPreview={startPreview}
          onCancel={closeEditor}
          onSave={(draft) =>
            run(() => {
              apply((s) => updateTheme(s, draft));
              closeEditor();
            })
          }
        />
      )}

      <ThemeImport
        onImportJson={(json) => {
          const { state: next, theme } = importTheme(state, json);
          update(() => next);
          return theme;
        }}
        onImportTheme={(source) => {
          const { state: next, theme } = addImported(state, source);
          update(() => next);
          return theme;
        }}
      />

      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'theme'}?`}
        description="The theme is removed from this browser. If it is in use, Default Dark takes its place."
        confirmLabel="Delete theme"
        pendingLabel="Deleting…"
        pending={false}
        destructive
        onConfirm={() => {
          const t = deleting;
          setDeleting(null);
          if (!t) return;
          if (editing?.id === t.id) closeEditor();
          run(() => apply((s) => deleteTheme(s, t.id)));
        }}
      />
    </div>
  );
}
