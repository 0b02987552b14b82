import { PageHeader } from '@/components/ui/page-header';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { SponsorshipManager } from './sponsorship-manager';

/** `/sponsorships`: brands and the skaters they back. */
export function SponsorshipsPage() {
  const me = useSignedInUser();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title="Sponsorships"
        description={
          me.isBrand
            ? 'Find athletes, send requests and manage the skaters you sponsor.'
            : 'Answer brands that want to sponsor you and see who backs you.'
        }
      />
      <SponsorshipManager />
    </div>
  );
}
