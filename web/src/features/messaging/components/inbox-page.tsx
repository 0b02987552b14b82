import { PageHeader } from '../../../components/ui/page-header';

/** `/inbox`: direct messages, notifications and sponsorship requests. */
export function InboxPage() {
  return <PageHeader title="Messages" />;
}
