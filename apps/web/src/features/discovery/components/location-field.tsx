import { Input } from '@/components/ui/input';
import { formatCount } from '@/lib/format';
import { useLocations } from '../api/get-locations';

/**
 * The discovery filter's location: free text ("ID", "Boise" or "Boise, ID") with suggestions from
 * GET /api/payout-data/locations for the chosen vertical: the states first, then the top cities.
 * A line under the field says when they are loading, missing or could not be read.
 */
export function LocationField({
  id,
  vertical,
  input,
}: {
  id: string;
  vertical: string;
  input: {
    value: string;
    onChange: (e: { target: { value: string } }) => void;
    onKeyDown: (e: { key: string }) => void;
  };
}) {
  const locations = useLocations(vertical);
  const listId = `${id}-suggestions`;
  const noteId = `${id}-note`;
  const states = locations.data?.states ?? [];
  const cities = locations.data?.topCities ?? [];
  const note = locations.isPending
    ? 'Loading locations…'
    : locations.isError
      ? 'Location suggestions unavailable: type a state or city'
      : states.length + cities.length === 0
        ? 'No locations for this vertical'
        : null;

  return (
    <>
      <Input
        id={id}
        placeholder="ID, Boise or Boise, ID"
        autoComplete="off"
        list={listId}
        aria-describedby={note ? noteId : undefined}
        {...input}
      />
      <datalist id={listId} data-testid="location-suggestions">
        {states.map((s) => (
          <option key={`s-${s.state}`} value={s.state} data-kind="state">
            {`${s.state}: ${formatCount(s.places)} places, ${formatCount(s.goldmines)} goldmines`}
          </option>
        ))}
        {cities.map((c) => (
          <option key={`c-${c.id}`} value={`${c.location.city}, ${c.location.state}`} data-kind="city">
            {`Top city: ${c.location.city}, ${c.location.state} (score ${Math.round(c.quantumScore)})`}
          </option>
        ))}
      </datalist>
      {note && (
        <p id={noteId} className="mt-1 text-xs text-muted-foreground" data-testid="location-note">
          {note}
        </p>
      )}
    </>
  );
}
