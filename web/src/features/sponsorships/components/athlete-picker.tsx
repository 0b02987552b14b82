import type { UserSummaryDto } from '@boonies/contracts/social';
import type { SponsorshipDto } from '@boonies/contracts/sponsorships';
import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SkaterSearch } from '@/components/ui/skater-search';
import { serverMessageOf } from '@/lib/api-client';
import { useSkaterSearch } from '@/lib/skater-search';
import { useRequestSponsorship } from '../api/request-sponsorship';
import { SPONSORSHIPS_MESSAGES } from '../sponsorships-messages';
import { SponsorshipPerson } from './sponsorship-person';

interface AthletePickerProps {
  /** The brand's own sponsorships, to show who already has a request or a sponsorship. */
  existing: readonly SponsorshipDto[];
  autoFocus?: boolean;
}

/** A brand finds athletes (brand accounts are left out of the search) and sends each a request. */
export function AthletePicker({ existing, autoFocus }: AthletePickerProps) {
  const search = useSkaterSearch();
  const { results, query } = search;

  useEffect(() => {
    if (results.isError) toast.error(SPONSORSHIPS_MESSAGES.searchFailed);
  }, [results.isError, query]);

  return (
    <SkaterSearch
      search={search}
      label="Search athletes"
      listLabel="Athletes"
      emptyTitle={SPONSORSHIPS_MESSAGES.noAthletes}
      autoFocus={autoFocus}
      renderSkater={(athlete) => (
        <AthleteResult
          athlete={athlete}
          status={existing.find((sponsorship) => sponsorship.athleteId === athlete.id)?.status}
        />
      )}
    />
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
