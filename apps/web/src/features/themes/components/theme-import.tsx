import type { Theme } from '@sdp/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useImportThemeUrl } from '../api/import-theme-url';

/**
 * Import a theme from an exported JSON file, or read one from a web page's colours (the server
 * fetches the page). Errors show here, under the control that caused them.
 */
export function ThemeImport({
  onImportJson,
  onImportTheme,
}: {
  /** Adds the theme in the file; throws 'Invalid theme data'. */
  onImportJson: (json: string) => Theme;
  onImportTheme: (theme: Theme) => Theme;
}) {
  const [fileError, setFileError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [url, setUrl] = useState('');
  const fromUrl = useImportThemeUrl();

  const readFile = async (file: File | undefined) => {
    setFileError(null);
    setDone(null);
    if (!file) return;
    try {
      const theme = onImportJson(await file.text());
      setDone(`Imported ${theme.name}.`);
    } catch (e) {
      setFileError(e instanceof Error ? e.message : String(e));
    }
  };

  const submitUrl = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    fromUrl.mutate(url, {
      onSuccess: (theme) => {
        const added = onImportTheme(theme);
        setDone(`Imported ${added.name}.`);
        setUrl('');
      },
    });
  };

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField id="theme-import-file" label="Import a theme file (JSON)" error={fileError ?? undefined}>
        <Input
          id="theme-import-file"
          type="file"
          accept="application/json,.json"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? 'theme-import-file-error' : undefined}
          onChange={(e) => {
            void readFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </FormField>
      <form onSubmit={submitUrl} className="space-y-2">
        <FormField
          id="theme-import-url"
          label="Import from a web page"
          error={fromUrl.error ? errorMessage(fromUrl.error) : undefined}
          hint="Reads the page's CSS colour variables into a new theme."
        >
          <div className="flex gap-2">
            <Input
              id="theme-import-url"
              type="url"
              placeholder="https://example.com"
              value={url}
              required
              aria-invalid={fromUrl.error ? true : undefined}
              aria-describedby={fromUrl.error ? 'theme-import-url-error' : 'theme-import-url-hint'}
              onChange={(e) => setUrl(e.target.value)}
            />
            <Button type="submit" variant="secondary" disabled={fromUrl.isPending}>
              {fromUrl.isPending ? 'Reading…' : 'Import'}
            </Button>
          </div>
        </FormField>
      </form>
      {done && (
        <p role="status" className="text-sm text-emerald-300 md:col-span-2">
          {done}
        </p>
      )}
      {fileError && (
        <p role="alert" className="sr-only">
          {fileError}
        </p>
      )}
    </div>
  );
}
