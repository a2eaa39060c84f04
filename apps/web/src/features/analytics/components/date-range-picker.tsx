import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Segmented } from '@/components/ui/segmented';
import { useTimeZone } from '@/lib/time-zone';
import {
  customRangeError,
  type DateRange,
  PRESET_LABELS,
  RANGE_PRESETS,
  type RangePreset,
  rangeDays,
} from '../lib/date-range';

type Choice = RangePreset | 'custom';

/** Presets (7 days … 12 months) or a custom from/to, applied with a button once valid. */
export function DateRangePicker({ value, onChange }: { value: DateRange; onChange: (r: DateRange) => void }) {
  const zone = useTimeZone(); // whose today (docs/time-zones.md)
  const id = useId();
  const initial = rangeDays(value, new Date(), zone);
  const [choice, setChoice] = useState<Choice>(value.preset);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [touched, setTouched] = useState(false);
  const error = customRangeError(from, to, new Date(), zone);

  const pick = (c: Choice) => {
    setChoice(c);
    if (c !== 'custom') onChange({ preset: c });
  };
  const apply = () => {
    setTouched(true);
    if (!error) onChange({ preset: 'custom', from, to });
  };

  return (
    <div className="space-y-3" data-testid="date-range-picker">
      <Segmented<Choice>
        label="Date range"
        value={choice}
        onChange={pick}
        className="flex-wrap"
        options={[
          ...RANGE_PRESETS.map((p) => ({ value: p, label: PRESET_LABELS[p] })),
          { value: 'custom', label: 'Custom' },
        ]}
      />
      {choice === 'custom' && (
        <form
          noValidate
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          <div className="space-y-1">
            <Label htmlFor={`${id}-from`}>From</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={from}
              max={to || undefined}
              onChange={(e) => setFrom(e.target.value)}
              aria-invalid={touched && !!error}
              className="w-40"
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-to`}>To</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.target.value)}
              aria-invalid={touched && !!error}
              className="w-40"
            />
          </div>
          <Button type="submit" variant="outline">
            Apply
          </Button>
          {touched && error && (
            <p role="alert" className="w-full text-xs text-red-300">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
