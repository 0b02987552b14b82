import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { usePreferences } from '../api/preferences';
import { SETTINGS_MESSAGES } from '../settings-messages';
import { PushNotificationsCard } from './push-notifications-card';
import { SettingsForm } from './settings-form';
import { VerificationVoteCard } from './verification-vote-card';

/** `/settings`: appearance, notifications, privacy, accessibility, account and verification vote. */
export function SettingsPage() {
  const query = usePreferences();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Settings" description="Manage your account settings and preferences" />
      {query.data ? (
        <SettingsForm saved={query.data}>
          <PushNotificationsCard saved={query.data} />
          <VerificationVoteCard />
        </SettingsForm>
      ) : query.isError ? (
        <Card>
          <ErrorState
            title={SETTINGS_MESSAGES.loadFailed}
            onRetry={() => void query.refetch()}
            isRetrying={query.isRefetching}
          />
        </Card>
      ) : (
        <div role="status" aria-label="Loading settings" className="grid gap-4">
          {[0, 1, 2, 3].map((card) => (
            <Skeleton key={card} className="h-40 rounded-xl" />
          ))}
        </div>
      )}
    </div>
  );
}
