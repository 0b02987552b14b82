import { PageHeader } from '../../../components/ui/page-header';

/** `/settings`: appearance, notifications, privacy, accessibility and account. */
export function SettingsPage() {
  return <PageHeader title="Settings" description="Manage your account settings and preferences" />;
}
