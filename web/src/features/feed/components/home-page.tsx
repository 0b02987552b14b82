import { PageHeader } from '../../../components/ui/page-header';

/** `/`: the community feed. */
export function HomePage() {
  return <PageHeader title="Home" />;
}
