import { TEMPLATE_IDS, type TemplateId, templatePreviewPath } from '@sdp/shared';
import { cn } from '@/lib/utils';

export const TEMPLATES: Record<TemplateId, { name: string; description: string }> = {
  classic: {
    name: 'Classic',
    description: 'Serif type, a navy header bar and soft cards: calm and trustworthy.',
  },
  bold: {
    name: 'Bold',
    description: 'Black and yellow, square corners, a boxed hero and uppercase headings.',
  },
  minimal: {
    name: 'Minimal',
    description: 'One narrow column, a white header and green accents: plain and fast.',
  },
};

/** The sample page is laid out this many times wider than the thumbnail, then scaled down. */
const THUMB_SCALE = 4;

/**
 * A template's sample home page, rendered by the server through the real generator
 * (GET /api/sites/templates/:template/preview): a scaled, sandboxed frame loaded when scrolled near,
 * so it always shows the templates as they are. Decorative: the name and description say the same.
 */
export function TemplateThumbnail({ template }: { template: TemplateId }) {
  return (
    <span
      aria-hidden="true"
      className="relative block aspect-[4/3] w-full overflow-hidden rounded-md border border-border bg-white"
      data-testid="template-thumbnail"
    >
      <iframe
        src={templatePreviewPath(template)}
        title={`${TEMPLATES[template].name} template sample`}
        loading="lazy"
        sandbox=""
        tabIndex={-1}
        className="pointer-events-none absolute left-0 top-0 origin-top-left border-0"
        style={{
          width: `${THUMB_SCALE * 100}%`,
          height: `${THUMB_SCALE * 100}%`,
          transform: `scale(${1 / THUMB_SCALE})`,
        }}
      />
    </span>
  );
}

/** Radio cards for the three site templates (native radios: arrow keys move the choice). */
export function TemplatePicker({
  value,
  onChange,
  name = 'template',
  disabled,
  legend = 'Template',
}: {
  value: TemplateId;
  onChange: (t: TemplateId) => void;
  name?: string;
  disabled?: boolean;
  legend?: string;
}) {
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {TEMPLATE_IDS.map((id) => {
          const t = TEMPLATES[id];
          const checked = id === value;
          return (
            <label
              key={id}
              className={cn(
                'relative flex cursor-pointer flex-col gap-1 rounded-lg border border-border bg-background/40 p-4 transition-colors hover:border-violet-400/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                checked && 'border-violet-400 bg-violet-500/10',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <TemplateThumbnail template={id} />
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name={name}
                  value={id}
                  checked={checked}
                  onChange={() => onChange(id)}
                  className="size-4 accent-violet-500"
                />
                <span className="font-semibold">{t.name}</span>
              </span>
              <span className="text-xs text-muted-foreground">{t.description}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
