import type { ProfileDto } from '@boonies/contracts/social';
import { Clock, Handshake } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { serverMessageOf } from '@/lib/api-client';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { useRequestSponsorship } from '../api/request-sponsorship';
import { useSponsorships } from '../api/sponsorship-list';
import { SPONSORSHIPS_MESSAGES } from '../sponsorships-messages';

/** On an athlete's profile, for a signed-in brand: request a sponsorship, or see where it stands. */
export function SponsorButton({ athlete }: { athlete: Pick<ProfileDto, 'id' | 'username'> }) {
  const me = useSignedInUser();
  const pair = useSponsorships({ brandId: me.id, athleteId: athlete.id });
  const request = useRequestSponsorship();
  // A rejected request may be sent again; pending and accepted are the live states.
  const live = pair.data?.find((sponsorship) => sponsorship.status !== 'rejected');

  if (live?.status === 'accepted') {
    return (
      <Button variant="outline" disabled>
        <Handshake aria-hidden />
        Sponsored
      </Button>
    );
  }
  if (live?.status === 'pending') {
    return (
      <Button variant="outline" disabled>
        <Clock aria-hidden />
        Request pending
      </Button>
    );
  }
  return (
    <Button
      variant="secondary"
      aria-label={`Send sponsorship request to @${athlete.username}`}
      disabled={pair.isPending}
      isLoading={request.isPending}
      onClick={() =>
        request.mutate(athlete.id, {
          onSuccess: () => toast.success(SPONSORSHIPS_MESSAGES.requested(athlete.username)),
          onError: (error) =>
            toast.error(SPONSORSHIPS_MESSAGES.requestFailed, { description: serverMessageOf(error) }),
        })
      }
    >
      {!request.isPending && <Handshake aria-hidden />}
      Sponsor
    </Button>
  );
}
