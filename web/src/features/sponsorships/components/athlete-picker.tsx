import { SEARCH_MIN_LENGTH, type SponsorshipDto, type UserSummaryDto } from '@boonies/contracts';
import { Search, Send } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { serverMessageOf } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useRequestSponsorship } from '../api/request-sponsorship';
import { useAthleteSearch } from '../api/search-athletes';
import { SPONSORSHIPS_MESSAGES } from '../sponsorships-messages';
import { SponsorshipPerson } from './sponsorship-person';

/** The spec's search timing: wait for a pause in typing. */
export const ATHLETE_SEARCH_DEBOUNCE_MS = 300;

interface AthletePickerProps {
  /** The brand's own sponsorships, to show who already has a request or a sponsorship. */
  existing: readonly SponsorshipDto[];
  autoFocus?: boolean;
}

/** A brand finds athletes (brand accounts are left out of the search) and sends each a request. */
export function AthletePicker({ existing, autoFocus }: AthletePickerProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const query = useDebouncedValue(text.trim(), ATHLETE_SEARCH_DEBOUNCE_MS);
  const searching = query.length >= SEARCH_MIN_LENGTH;
  const results = useAthleteSearch(query);

  useEffect(() => {
    if (results.isError) toast.error(SPONSORSHIPS_MESSAGES.searchFailed);
  }, [results.isError, query]);

  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={inputId}>Search athletes</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={inputId}
            type="search"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            // A dialog whose only job is searching opens with the cursor in the box.
            autoFocus={autoFocus}
            placeholder="Search by username..."
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      <div aria-live="polite">
        {!searching ? (
          <p className="text-sm text-muted-foreground">{SPONSORSHIPS_MESSAGES.searchHint}</p>
        ) : results.isPending ? (
          <div className="flex justify-center py-4">
            <Spinner label="Searching..." />
          </div>
        ) : results.isError ? (
          <ErrorState
            size="sm"
            title={SPONSORSHIPS_MESSAGES.searchFailed}
            onRetry={() => void results.refetch()}
            isRetrying={results.isRefetching}
          />
        ) : results.data.length === 0 ? (
          <EmptyState size="sm" title={SPONSORSHIPS_MESSAGES.noAthletes} />
        ) : (
          <ul aria-label="Athletes" className="grid divide-y">
            {results.data.map((athlete) => (
              <li key={athlete.id}>
                <AthleteResult
                  athlete={athlete}
                  status={existing.find((sponsorship) => sponsorship.athleteId === athlete.id)?.status}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function AthleteResult({
  athlete,
  status,
}: {
  athlete: UserSummaryDto;
  status: SponsorshipDto['status'] | undefined;
}) {
  const request = useRequestSponsorship();
  return (
    <SponsorshipPerson person={athlete} badges={athlete}>
      {status === 'pending' ? (
        <Badge variant="secondary">Pending</Badge>
      ) : status === 'accepted' ? (
        <Badge variant="brand">Sponsored</Badge>
      ) : (
        <Button
          size="sm"
          aria-label={`Send sponsorship request to @${athlete.username}`}
          isLoading={request.isPending}
          onClick={() =>
            request.mutate(athlete.id, {
              onSuccess: () => toast.success(SPONSORSHIPS_MESSAGES.requested(athlete.username)),
              onError: (error) =>
                toast.error(SPONSORSHIPS_MESSAGES.requestFailed, { description: serverMessageOf(error) }),
            })
          }
        >
          {!request.isPending && <Send aria-hidden />}
          Send request
        </Button>
      )}
    </SponsorshipPerson>
  );
}
