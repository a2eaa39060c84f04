import { MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type Place, useDebouncedValue, usePlaces } from '@/features/discovery';
import { formatCompact } from '@/lib/format';
import { cn } from '@/lib/utils';

export interface PickedPlace {
  placeId: string;
  label: string;
}

const labelOf = (p: Place) => `${p.city}, ${p.state}`;

/** Place autocomplete (ARIA combobox): type a city, pick with the arrow keys and Enter, or click. */
export function PlaceCombobox({
  value,
  onChange,
  label = 'Place',
}: {
  value: PickedPlace | null;
  onChange: (place: PickedPlace | null) => void;
  label?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(text, 200);
  const places = usePlaces(open && text !== value?.label ? q : '');
  const options = places.data ?? [];
  const showList = open && text.trim() !== '' && text !== value?.label;

  const pick = (p: Place) => {
    const picked = { placeId: p.placeId, label: labelOf(p) };
    setText(picked.label);
    setOpen(false);
    onChange(picked);
  };

  return (
    <div className="relative">
      <Label htmlFor={id} className="mb-1.5 block text-xs text-muted-foreground">
        {label}
      </Label>
      <div className="relative">
        <MapPin
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          role="combobox"
          aria-expanded={showList}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={showList && options[active] ? `${id}-o-${active}` : undefined}
          autoComplete="off"
          placeholder="Start typing a city, e.g. Boise"
          className="pl-9"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setOpen(true);
            if (value) onChange(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setOpen(true);
              setActive((a) => Math.min(options.length - 1, a + 1));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((a) => Math.max(0, a - 1));
            } else if (e.key === 'Enter' && showList && options[active]) {
              e.preventDefault();
              pick(options[active]);
            } else if (e.key === 'Escape') {
              setOpen(false);
            }
          }}
        />
      </div>
      {showList && (
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label="Places"
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-border bg-popover p-1 shadow-xl"
        >
          {places.isError ? (
            <p className="px-3 py-2 text-sm text-red-300">Places could not be loaded.</p>
          ) : options.length === 0 ? (
            <p className="px-3 py-2 text-sm text-muted-foreground">
              {places.isFetching || q !== text ? 'Searching…' : 'No places match.'}
            </p>
          ) : (
            options.map((p, i) => (
              <div
                key={p.placeId}
                id={`${id}-o-${i}`}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(p)}
                onKeyDown={() => {}}
                onMouseEnter={() => setActive(i)}
                className={cn(
                  'flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm',
                  i === active && 'bg-accent',
                )}
              >
                <span>
                  {labelOf(p)}
                  {p.county && <span className="text-muted-foreground"> · {p.county}</span>}
                </span>
                <span className="text-xs text-muted-foreground">pop. {formatCompact(p.population)}</span>
              </div>
            ))
          )}
        </div>
      )}
    </div>
  );
}
