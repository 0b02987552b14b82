import { PageHeader } from '../../../components/ui/page-header';

/** `/tricks`: the catalogue, the skater's progress, score and level. */
export function TrickTrackerPage() {
  return <PageHeader title="Trick Tracker" />;
}
