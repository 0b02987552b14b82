import { PageHeader } from '../../../components/ui/page-header';

/** `/store`: the park's merchandise shop. */
export function StorePage() {
  return <PageHeader title="Store" />;
}
