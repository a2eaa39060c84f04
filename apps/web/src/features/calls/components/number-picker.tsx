import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Segmented } from '@/components/ui/segmented';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useAccountNumbers, useAvailableNumbers, useSetNumber } from '../api/calls';

type Mode = 'buy' | 'assign';

/**
 * Gives a site a tracking number: buy one near the site (search by area code, else the site's
 * state) or use one the Twilio account already has. Both point the number's calls at the app.
 */
export function NumberPicker({ siteId, pricePerMonth }: { siteId: string; pricePerMonth: number }) {
  const [mode, setMode] = useState<Mode>('buy');
  const [areaCode, setAreaCode] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const available = useAvailableNumbers(siteId, search ?? '', search !== null && mode === 'buy');
  const account = useAccountNumbers(mode === 'assign');
  const set = useSetNumber(siteId);

  const choose = (phoneNumber: string, display: string) =>
    set.mutate(
      { phoneNumber, mode },
      {
        onSuccess: () =>
          toast({
            type: 'success',
            title: `${display} is the site’s tracking number`,
            message: 'The pages show it from the next build or redeploy.',
          }),
      },
    );
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setSearch(areaCode.trim());
  };

  return (
    <div className="space-y-3" data-testid="number-picker">
      <Segmented
        label="How to get a number"
        value={mode}
        onChange={setMode}
        options={[
          { value: 'buy', label: 'Buy a number' },
          { value: 'assign', label: 'Use an account number' },
        ]}
      />
      {set.error && <Alert variant="error">{errorMessage(set.error)}</Alert>}
      {mode === 'buy' ? (
        <>
          <form onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
            <label className="text-xs text-muted-foreground" htmlFor={`area-${siteId}`}>
              Area code (empty: the site’s phone, else its state)
              <Input
                id={`area-${siteId}`}
                value={areaCode}
                onChange={(e) => setAreaCode(e.target.value)}
                inputMode="numeric"
                maxLength={3}
                placeholder="512"
                className="mt-1 w-28"
              />
            </label>
            <Button type="submit" size="sm" variant="outline">
              Search numbers
            </Button>
          </form>
          <p className="text-xs text-muted-foreground">
            A bought number costs about ${pricePerMonth.toFixed(2)} a month on your Twilio account (Twilio
            list price, an estimate).
          </p>
          {search !== null &&
            (available.isPending ? (
              <Skeleton className="h-16" />
            ) : available.isError ? (
              <Alert variant="error">{errorMessage(available.error)}</Alert>
            ) : available.data.numbers.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No numbers for sale by {available.data.searchedBy}.
              </p>
            ) : (
              <ul className="space-y-1" aria-label={`Numbers for sale by ${available.data.searchedBy}`}>
                {available.data.numbers.map((n) => (
                  <li key={n.phoneNumber} className="flex items-center justify-between gap-2 text-sm">
                    <span className="tabular-nums">
                      {n.display}
                      {n.locality && <span className="text-muted-foreground"> · {n.locality}</span>}
                    </span>
                    <Button
                      size="sm"
                      disabled={set.isPending}
                      onClick={() => choose(n.phoneNumber, n.display)}
                    >
                      Buy
                    </Button>
                  </li>
                ))}
              </ul>
            ))}
        </>
      ) : account.isPending ? (
        <Skeleton className="h-16" />
      ) : account.isError ? (
        <Alert variant="error">{errorMessage(account.error)}</Alert>
      ) : account.data.filter((n) => !n.siteId).length === 0 ? (
        <p className="text-sm text-muted-foreground">Every number of the Twilio account is already in use.</p>
      ) : (
        <ul className="space-y-1" aria-label="Numbers of the Twilio account">
          {account.data
            .filter((n) => !n.siteId)
            .map((n) => (
              <li key={n.sid} className="flex items-center justify-between gap-2 text-sm">
                <span className="tabular-nums">
                  {n.display}
                  {n.friendlyName !== n.phoneNumber && (
                    <span className="text-muted-foreground"> · {n.friendlyName}</span>
                  )}
                </span>
                <Button size="sm" disabled={set.isPending} onClick={() => choose(n.phoneNumber, n.display)}>
                  Use
                </Button>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
