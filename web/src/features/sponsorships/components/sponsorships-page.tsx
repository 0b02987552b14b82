import { PageHeader } from '../../../components/ui/page-header';

/** `/sponsorships`: brands and the skaters they back. */
export function SponsorshipsPage() {
  return <PageHeader title="Sponsorships" />;
}
