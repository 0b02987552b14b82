import { PageHeader } from '../../../components/ui/page-header';

/** `/admin`: moderation and management, for admins only (the route checks before this module loads). */
export function AdminPage() {
  return <PageHeader title="Admin Panel" />;
}
