import type { Theme } from '@sdp/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { ThemeSwatches } from './theme-swatches';

const CATEGORY_LABEL: Record<Theme['category'], string> = {
  'built-in': 'Built-in',
  custom: 'Custom',
  imported: 'Imported',
};

/** The themes as cards: choosing one makes it active; each has its actions. */
export function ThemePicker({
  themes,
  activeId,
  dark,
  onSelect,
  onEdit,
  onDuplicate,
  onExport,
  onDelete,
}: {
  themes: Theme[];
  activeId: string;
  dark: boolean;
  onSelect: (id: string) => void;
  onEdit: (theme: Theme) => void;
  onDuplicate: (id: string) => void;
  onExport: (id: string) => void;
  onDelete: (theme: Theme) => void;
}) {
  return (
    <ul aria-label="Themes" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {themes.map((t) => {
        const active = t.id === activeId;
        return (
          <li
            key={t.id}
            data-testid={`theme-card-${t.id}`}
            className={cn(
              'flex flex-col gap-3 rounded-lg border p-4',
              active ? 'border-primary ring-2 ring-primary/40' : 'border-border',
            )}
          >
            <div className="flex items-start justify-between gap-2">
              <div>
                <p className="font-medium text-foreground">{t.name}</p>
                <p className="text-xs text-muted-foreground">
                  {CATEGORY_LABEL[t.category]}
                  {active && ' · Active'}
                </p>
              </div>
              <ThemeSwatches colors={dark ? t.colors.dark : t.colors.light} />
            </div>
            {t.description && <p className="text-sm text-muted-foreground">{t.description}</p>}
            <div className="mt-auto flex flex-wrap gap-2">
              <Button
                size="sm"
                variant={active ? 'secondary' : 'default'}
                aria-pressed={active}
                aria-label={active ? `${t.name} is the active theme` : `Use ${t.name}`}
                onClick={() => onSelect(t.id)}
              >
                {active ? 'In use' : 'Use'}
              </Button>
              {t.category !== 'built-in' && (
                <Button size="sm" variant="outline" aria-label={`Edit ${t.name}`} onClick={() => onEdit(t)}>
                  Edit
                </Button>
              )}
              <Button
                size="sm"
                variant="outline"
                aria-label={`Duplicate ${t.name}`}
                onClick={() => onDuplicate(t.id)}
              >
                Duplicate
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Export ${t.name}`}
                onClick={() => onExport(t.id)}
              >
                Export
              </Button>
              {t.category !== 'built-in' && (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Delete ${t.name}`}
                  onClick={() => onDelete(t)}
                >
                  Delete
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
