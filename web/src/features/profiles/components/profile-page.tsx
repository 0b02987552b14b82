import { PageHeader } from '../../../components/ui/page-header';

/** `/profile` (your own) and `/profile/:userId` (anyone's): one screen for both. */
export function ProfilePage() {
  return <PageHeader title="Profile" />;
}
