import type { ProfileDto } from '@boonies/contracts/social';
import { Handshake, UserPlus } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useSponsorships } from '../api/sponsorship-list';
import { SPONSORSHIPS_MESSAGES } from '../sponsorships-messages';
import { SponsorshipPerson } from './sponsorship-person';

const AddAthleteDialog = lazy(() =>
  import('./add-athlete-dialog').then((module) => ({ default: module.AddAthleteDialog })),
);

/** A brand's sponsored athletes (with Add Athlete for the brand itself), or an athlete's sponsors. */
export function ProfileSponsorships({ profile }: { profile: ProfileDto }) {
  const brand = profile.isBrand;
  const query = useSponsorships(
    brand ? { brandId: profile.id, status: 'accepted' } : { athleteId: profile.id, status: 'accepted' },
  );
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogRequested, setDialogRequested] = useState(false);
  const headingId = useId();
  const title = brand ? 'Sponsored Athletes' : 'Sponsors';

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 px-4 pb-2 pt-4">
        <CardTitle id={headingId} className="flex items-center gap-2 text-sm">
          <Handshake aria-hidden className="size-4 text-ring" />
          {title}
        </CardTitle>
        {brand && profile.isOwner && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setDialogRequested(true);
              setDialogOpen(true);
            }}
          >
            <UserPlus aria-hidden />
            Add Athlete
          </Button>
        )}
      </CardHeader>
      <CardContent className="px-4 pb-4">
        {query.isError ? (
          <ErrorState
            size="sm"
            title={SPONSORSHIPS_MESSAGES.loadFailed}
            onRetry={() => void query.refetch()}
            isRetrying={query.isRefetching}
          />
        ) : query.isPending ? (
          <div role="status" aria-label={`Loading ${title.toLowerCase()}`} className="grid gap-2">
            <Skeleton className="h-12" />
          </div>
        ) : query.data.length === 0 ? (
          <EmptyState
            size="sm"
            title={brand ? SPONSORSHIPS_MESSAGES.noSponsoredAthletes : SPONSORSHIPS_MESSAGES.noSponsors}
          />
        ) : (
          <ul aria-label={title} className="grid divide-y">
            {query.data.map((sponsorship) =>
              brand ? (
                <li key={sponsorship.id}>
                  <SponsorshipPerson
                    person={sponsorship.athlete}
                    badges={{ ...sponsorship.athlete, isBrand: false }}
                  />
                </li>
              ) : (
                <li key={sponsorship.id}>
                  <SponsorshipPerson
                    person={sponsorship.brand}
                    badges={{ isBrand: true, proStatus: false, amateurStatus: false, flowStatus: false }}
                  />
                </li>
              ),
            )}
          </ul>
        )}
      </CardContent>
      {dialogRequested && (
        <Suspense fallback={null}>
          <AddAthleteDialog brandId={profile.id} open={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      )}
    </Card>
  );
}
