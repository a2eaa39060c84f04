import { MAX_RANGES_PER_DAY, WEEKDAYS, type Weekday } from '@sdp/shared';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import {
  type BusinessErrors,
  type BusinessFormState,
  DAY_NAMES,
  DEFAULT_RANGE,
  type HoursRange,
} from '../lib/business-form';

/** Stable keys of a day's ranges (a day has at most two). */
const RANGE_SLOTS = ['first', 'second'];

/**
 * Service hours: a 24/7 switch, or a weekly table (a day with no hours is closed; a day may have a
 * second range, e.g. around a lunch break).
 */
export function BusinessHoursFields({
  idPrefix,
  state,
  onChange,
  errors,
}: {
  idPrefix: string;
  state: Pick<BusinessFormState, 'open24h' | 'hours'>;
  onChange: (patch: Partial<BusinessFormState>) => void;
  errors: BusinessErrors;
}) {
  const setDay = (day: Weekday, ranges: HoursRange[]) =>
    onChange({ hours: { ...state.hours, [day]: ranges } });
  const setRange = (day: Weekday, i: number, patch: Partial<HoursRange>) =>
    setDay(
      day,
      state.hours[day].map((r, j) => (j === i ? { ...r, ...patch } : r)),
    );

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium">Service hours</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={state.open24h}
          onChange={(e) => onChange({ open24h: e.target.checked })}
          className="size-4 accent-emerald-500"
        />
        Open 24/7 (answers around the clock, every day)
      </label>
      {!state.open24h && (
        <div className="space-y-2" data-testid="weekly-hours">
          <p className="text-xs text-muted-foreground">
            Leave every day closed to name no hours on the site.
          </p>
          {WEEKDAYS.map((day) => {
            const ranges = state.hours[day];
            const open = ranges.length > 0;
            return (
              <div key={day} className="grid items-center gap-2 sm:grid-cols-[9rem_1fr]">
                <div className="flex items-center text-sm">
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={open}
                      onChange={(e) => setDay(day, e.target.checked ? [{ ...DEFAULT_RANGE }] : [])}
                      className="size-4 accent-emerald-500"
                    />
                    {DAY_NAMES[day]}
                  </label>
                  {!open && <span className="ml-auto text-muted-foreground sm:hidden">Closed</span>}
                </div>
                {open ? (
                  <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
                    {ranges.map((r, i) => {
                      const slot = RANGE_SLOTS[i];
                      const id = `${idPrefix}-hours-${day}-${i}`;
                      const error = errors[`hours.${day}.${i}.closes`] ?? errors[`hours.${day}.${i}.opens`];
                      const label = `${DAY_NAMES[day]}${i ? ' (second range)' : ''}`;
                      return (
                        <div key={slot} className="space-y-1">
                          <div className="flex items-center gap-1">
                            <Input
                              type="time"
                              aria-label={`${label} opens`}
                              value={r.opens}
                              onChange={(e) => setRange(day, i, { opens: e.target.value })}
                              className="w-32"
                              aria-invalid={error ? true : undefined}
                            />
                            <span aria-hidden="true">–</span>
                            <Input
                              type="time"
                              aria-label={`${label} closes`}
                              value={r.closes}
                              onChange={(e) => setRange(day, i, { closes: e.target.value })}
                              className="w-32"
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? `${id}-error` : undefined}
                            />
                            {i > 0 && (
                              <Button
                                variant="ghost"
                                size="icon"
                                aria-label={`Remove the second range of ${DAY_NAMES[day]}`}
                                onClick={() => setDay(day, ranges.slice(0, i))}
                              >
                                <X aria-hidden="true" />
                              </Button>
                            )}
                          </div>
                          {error && (
                            <p id={`${id}-error`} className="text-xs text-red-300">
                              {error}
                            </p>
                          )}
                        </div>
                      );
                    })}
                    {ranges.length < MAX_RANGES_PER_DAY && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Add a second range on ${DAY_NAMES[day]}`}
                        onClick={() => setDay(day, [...ranges, { opens: '13:00', closes: '17:00' }])}
                      >
                        <Plus aria-hidden="true" />
                        Range
                      </Button>
                    )}
                  </div>
                ) : (
                  <span className="hidden text-sm text-muted-foreground sm:inline">Closed</span>
                )}
              </div>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
