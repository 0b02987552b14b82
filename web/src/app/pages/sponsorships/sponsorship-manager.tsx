import type { UserDto } from '@boonies/contracts/auth';
import type { SponsorshipDto } from '@boonies/contracts/sponsorships';
import { Ban, Clock, Handshake, Inbox, Search, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessageOf } from '@/lib/api-client';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { SponsorshipRequestList, useSponsorshipRequests } from '@/features/messaging';
import { useRemoveSponsorship } from '@/features/sponsorships/api/remove-sponsorship';
import { useSponsorships } from '@/features/sponsorships/api/sponsorship-list';
import { SPONSORSHIPS_MESSAGES } from '@/features/sponsorships/sponsorships-messages';
import { AthletePicker } from '@/features/sponsorships/components/athlete-picker';
import { SponsorshipPerson } from '@/features/sponsorships/components/sponsorship-person';
import { onFirstUse } from '@/lib/format';

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }));

/** Brands find athletes and manage their requests; athletes answer requests and see their sponsors. */
export function SponsorshipManager() {
  const me = useSignedInUser();
  return me.isBrand ? <BrandManager brand={me} /> : <AthleteManager athlete={me} />;
}

function BrandManager({ brand }: { brand: UserDto }) {
  const query = useSponsorships({ brandId: brand.id });
  const all = query.data ?? [];
  const byStatus = (status: SponsorshipDto['status']) => all.filter((item) => item.status === status);

  return (
    <div className="grid gap-4">
      <ManagerCard icon={Search} title="Find athletes" description="Search skaters and send them a request.">
        <AthletePicker existing={all} />
      </ManagerCard>
      {query.isError ? (
        <Card>
          <ErrorState
            title={SPONSORSHIPS_MESSAGES.loadFailed}
            onRetry={() => void query.refetch()}
            isRetrying={query.isRefetching}
          />
        </Card>
      ) : query.isPending ? (
        <ListSkeleton />
      ) : (
        <>
          <ManagerCard
            icon={Clock}
            title="Pending requests"
            description="Waiting for the athlete’s answer."
            count={byStatus('pending').length}
          >
            <BrandList items={byStatus('pending')} empty={SPONSORSHIPS_MESSAGES.noPending} action="cancel" />
          </ManagerCard>
          <ManagerCard icon={Handshake} title="Sponsored athletes" count={byStatus('accepted').length}>
            <BrandList
              items={byStatus('accepted')}
              empty={SPONSORSHIPS_MESSAGES.noSponsoredAthletes}
              action="remove"
            />
          </ManagerCard>
          <ManagerCard
            icon={Ban}
            title="Rejected"
            description="Athletes who said no. You can ask again later."
            count={byStatus('rejected').length}
          >
            <BrandList items={byStatus('rejected')} empty={SPONSORSHIPS_MESSAGES.noRejected} />
          </ManagerCard>
        </>
      )}
    </div>
  );
}

function BrandList({
  items,
  empty,
  action,
}: {
  items: SponsorshipDto[];
  empty: string;
  action?: 'cancel' | 'remove';
}) {
  if (items.length === 0) return <EmptyState size="sm" title={empty} />;
  return (
    <ul className="grid divide-y">
      {items.map((sponsorship) => (
        <li key={sponsorship.id}>
          <SponsorshipPerson
            person={sponsorship.athlete}
            badges={{ ...sponsorship.athlete, isBrand: false }}
            detail={<SponsorshipDate sponsorship={sponsorship} />}
          >
            {action ? (
              <RemoveButton sponsorship={sponsorship} kind={action} />
            ) : (
              <Badge variant="secondary">Rejected</Badge>
            )}
          </SponsorshipPerson>
        </li>
      ))}
    </ul>
  );
}

/** Cancel (a pending request) or Remove (an accepted sponsorship): the same call, different words. */
function RemoveButton({ sponsorship, kind }: { sponsorship: SponsorshipDto; kind: 'cancel' | 'remove' }) {
  const remove = useRemoveSponsorship();
  const { username } = sponsorship.athlete;
  const cancel = kind === 'cancel';
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={cancel ? `Cancel request to @${username}` : `Remove @${username}`}
      isLoading={remove.isPending}
      onClick={() =>
        remove.mutate(
          { brandId: sponsorship.brandId, athleteId: sponsorship.athleteId },
          {
            onSuccess: () =>
              toast.success(
                cancel ? SPONSORSHIPS_MESSAGES.cancelled(username) : SPONSORSHIPS_MESSAGES.removed(username),
              ),
            onError: (error) =>
              toast.error(cancel ? SPONSORSHIPS_MESSAGES.cancelFailed : SPONSORSHIPS_MESSAGES.removeFailed, {
                description: serverMessageOf(error),
              }),
          },
        )
      }
    >
      {cancel ? 'Cancel' : 'Remove'}
    </Button>
  );
}

function AthleteManager({ athlete }: { athlete: UserDto }) {
  const requests = useSponsorshipRequests();
  const sponsors = useSponsorships({ athleteId: athlete.id, status: 'accepted' });
  return (
    <div className="grid gap-4">
      {/* The inbox's own request cards, so the answer works the same in both places. */}
      <section aria-labelledby="sponsorship-requests" className="grid gap-3">
        <h2 id="sponsorship-requests" className="flex items-center gap-2 text-base font-semibold">
          <Inbox aria-hidden className="size-4 text-ring" />
          Requests
        </h2>
        {requests.isPending ? <ListSkeleton /> : <SponsorshipRequestList query={requests} />}
      </section>
      <ManagerCard icon={Handshake} title="Your sponsors" count={sponsors.data?.length}>
        {sponsors.isError ? (
          <ErrorState
            size="sm"
            title={SPONSORSHIPS_MESSAGES.loadFailed}
            onRetry={() => void sponsors.refetch()}
            isRetrying={sponsors.isRefetching}
          />
        ) : sponsors.isPending ? (
          <ListSkeleton />
        ) : sponsors.data.length === 0 ? (
          <EmptyState size="sm" title={SPONSORSHIPS_MESSAGES.noSponsors} />
        ) : (
          <ul className="grid divide-y">
            {sponsors.data.map((sponsorship) => (
              <li key={sponsorship.id}>
                <SponsorshipPerson
                  person={sponsorship.brand}
                  badges={{ isBrand: true, proStatus: false, amateurStatus: false, flowStatus: false }}
                  detail={<SponsorshipDate sponsorship={sponsorship} />}
                />
              </li>
            ))}
          </ul>
        )}
      </ManagerCard>
    </div>
  );
}

function SponsorshipDate({ sponsorship }: { sponsorship: SponsorshipDto }) {
  const when = Date.parse(sponsorship.status === 'pending' ? sponsorship.createdAt : sponsorship.updatedAt);
  if (Number.isNaN(when)) return null;
  const verb = { pending: 'Sent', accepted: 'Since', rejected: 'Answered' }[sponsorship.status];
  return (
    <time dateTime={new Date(when).toISOString()}>
      {verb} {dateFormat().format(when)}
    </time>
  );
}

interface ManagerCardProps {
  icon: LucideIcon;
  title: string;
  description?: string;
  count?: number;
  children: ReactNode;
}

function ManagerCard({ icon: Icon, title, description, count, children }: ManagerCardProps) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} className="flex items-center gap-2">
          <Icon aria-hidden className="size-4 text-ring" />
          {title}
          {count !== undefined && count > 0 && (
            <Badge variant="secondary" aria-label={`${count} total`}>
              {count}
            </Badge>
          )}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="grid gap-3">
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
    </div>
  );
}
