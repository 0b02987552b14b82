import type { PreferencesDto, PushPreferences } from '@boonies/contracts/social';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { usePublicConfig } from '@/lib/public-config';
import { toast } from '@/lib/toast';
import {
  currentPushSubscription,
  pushSupported,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '@/lib/push-subscription';
import { useUpdatePreferences } from '../api/update-preferences';
import { SettingsCard } from './settings-card';

const PUSH_TOGGLES: { key: keyof PushPreferences; label: string; description: string }[] = [
  { key: 'games', label: 'Game turns', description: 'Your move, judgments and results in S.K.A.T.E.' },
  { key: 'messages', label: 'Direct messages', description: 'A new message to you' },
  { key: 'replies', label: 'Replies and mentions', description: 'A reply to your post, or an @mention' },
  { key: 'verifications', label: 'Trick verifications', description: 'The community verified your trick' },
];

const DEVICE_KEY = ['push-subscription'] as const;

/**
 * Settings → Push notifications: turns pushes on for this device (asking the browser's permission), then
 * one switch per kind, saved at once with the account's other preferences.
 */
export function PushNotificationsCard({ saved }: { saved: PreferencesDto }) {
  return (
    <SettingsCard
      icon={BellRing}
      title="Push notifications"
      description="Get notified on this device, even when the app is closed"
    >
      <PushContent saved={saved} />
    </SettingsCard>
  );
}

function PushContent({ saved }: { saved: PreferencesDto }) {
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  const device = useQuery({
    queryKey: DEVICE_KEY,
    queryFn: async () => (await currentPushSubscription()) !== null,
    enabled: pushSupported(),
  });
  const [busy, setBusy] = useState(false);

  if (!pushSupported()) {
    return <p className="text-sm text-muted-foreground">This browser cannot receive push notifications.</p>;
  }
  if (config.isPending || device.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Checking this device…
      </p>
    );
  }
  const vapidPublicKey = config.data?.vapidPublicKey ?? null;
  if (!vapidPublicKey) {
    return (
      <p className="text-sm text-muted-foreground">Push notifications are not available on this server.</p>
    );
  }

  const change = async (action: () => Promise<unknown>, failure: string) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      toast.error(failure, { description: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: DEVICE_KEY });
    }
  };

  if (!device.data) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          Your browser will ask whether The Boonies may show notifications.
        </p>
        <Button
          type="button"
          className="w-full sm:w-auto sm:justify-self-start"
          disabled={busy}
          onClick={() =>
            void change(async () => {
              if ((await subscribeThisDevice(vapidPublicKey)) === 'denied') {
                toast.error('Notifications are blocked', {
                  description: "Allow them in your browser's site settings, then try again.",
                });
              }
            }, 'Could not turn on push notifications')
          }
        >
          Enable push notifications
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <PushSwitches saved={saved} />
      <Button
        type="button"
        variant="outline"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={busy}
        onClick={() => void change(unsubscribeThisDevice, 'Could not turn off push notifications')}
      >
        Turn off on this device
      </Button>
    </div>
  );
}

function PushSwitches({ saved }: { saved: PreferencesDto }) {
  const id = useId();
  const update = useUpdatePreferences();
  const save = (key: keyof PushPreferences, value: boolean) =>
    update.mutate(
      { push: { [key]: value } },
      {
        onError: (error) => toast.error('Failed to save settings', { description: error.message }),
      },
    );
  return (
    <ul className="grid gap-4" aria-label="Push notifications by kind">
      {PUSH_TOGGLES.map((toggle) => (
        <li key={toggle.key} className="flex items-center justify-between gap-4">
          <div className="grid gap-0.5">
            <Label htmlFor={`${id}-${toggle.key}`}>{toggle.label}</Label>
            <p id={`${id}-${toggle.key}-hint`} className="text-sm text-muted-foreground">
              {toggle.description}
            </p>
          </div>
          <Switch
            id={`${id}-${toggle.key}`}
            aria-describedby={`${id}-${toggle.key}-hint`}
            checked={saved.push[toggle.key]}
            disabled={update.isPending}
            onCheckedChange={(value) => save(toggle.key, value)}
          />
        </li>
      ))}
    </ul>
  );
}
