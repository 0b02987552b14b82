import { PageHeader } from '../../../components/ui/page-header';

/** `/data-map`: the running system's tables, relations, requests and events. */
export function DataMapPage() {
  return <PageHeader title="Data Map" />;
}
