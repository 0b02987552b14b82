import type { PrivacyPreferences } from '@boonies/contracts/policy';
import type {
  AccessibilityPreferences,
  NotificationPreferences,
  PreferencesDto,
  Theme,
} from '@boonies/contracts/social';
import {
  Accessibility,
  Ban,
  Bell,
  Download,
  KeyRound,
  Monitor,
  Moon,
  Palette,
  PowerOff,
  ShieldCheck,
  Sun,
  UserCog,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { serverMessageOf } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useUpdatePreferences, type PreferencesChanges } from '../api/update-preferences';
import { previewAppearance, restoreAppearance } from '../appearance';
import { SETTINGS_MESSAGES } from '../settings-messages';
import { Form } from '@/components/ui/form';
import { SettingsCard } from './settings-card';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

// The account dialogs are fetched when first opened: most visits to Settings open none of them.
const ChangePasswordDialog = lazy(() =>
  import('./change-password-dialog').then((module) => ({ default: module.ChangePasswordDialog })),
);
const BlockedUsersDialog = lazy(() =>
  import('./blocked-users-dialog').then((module) => ({ default: module.BlockedUsersDialog })),
);
const DownloadDataDialog = lazy(() =>
  import('./download-data-dialog').then((module) => ({ default: module.DownloadDataDialog })),
);
const DeactivateAccountDialog = lazy(() =>
  import('./deactivate-account-dialog').then((module) => ({ default: module.DeactivateAccountDialog })),
);

type AccountDialog = 'password' | 'blocked' | 'download' | 'deactivate';

interface Toggle<TKey extends string> {
  key: TKey;
  label: string;
  description: string;
}

const THEME_CHOICES: { value: Theme; label: string; icon: LucideIcon }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
];

const NOTIFICATION_TOGGLES: Toggle<keyof NotificationPreferences>[] = [
  { key: 'posts', label: 'New Posts', description: 'Posts from people you follow' },
  { key: 'messages', label: 'Messages', description: 'New direct messages' },
  { key: 'mentions', label: 'Mentions', description: 'When someone mentions you in a post or reply' },
  { key: 'verifications', label: 'Trick Verifications', description: 'When someone verifies your tricks' },
  { key: 'sponsorships', label: 'Sponsorship Updates', description: 'Requests and answers from brands' },
  { key: 'email', label: 'Email Notifications', description: 'Also receive notifications by email' },
];

const PRIVACY_TOGGLES: Toggle<keyof PrivacyPreferences>[] = [
  {
    key: 'publicProfile',
    label: 'Public Profile',
    description: 'Anyone signed in sees your posts and progress; off, only your followers do',
  },
  { key: 'showProgress', label: 'Show Progress', description: 'Your trick progress on your profile' },
  { key: 'showFollowers', label: 'Show Followers', description: 'Your followers and following lists' },
  { key: 'allowMessages', label: 'Allow Direct Messages', description: 'Other skaters can message you' },
  {
    key: 'appearOnLeaderboard',
    label: 'Appear on the leaderboard',
    description: 'Show my score on the leaderboard, even when my profile is private',
  },
  {
    key: 'readReceipts',
    label: 'Read receipts',
    description: "Others see when you've read their messages; off, you don't see theirs either",
  },
];

const ACCESSIBILITY_TOGGLES: Toggle<keyof AccessibilityPreferences>[] = [
  { key: 'reducedMotion', label: 'Reduced Motion', description: 'Turn off animations and transitions' },
  { key: 'highContrast', label: 'High Contrast', description: 'Stronger text, borders and focus outlines' },
  { key: 'largeText', label: 'Larger Text', description: 'Bigger text throughout the app' },
];

type ToggleSection = 'notifications' | 'privacy' | 'accessibility';
const TOGGLE_SECTIONS: ToggleSection[] = ['notifications', 'privacy', 'accessibility'];

/** Only what differs from the saved settings is sent. */
export function preferencesChanges(saved: PreferencesDto, draft: PreferencesDto): PreferencesChanges {
  const changes: Record<string, unknown> = {};
  for (const section of TOGGLE_SECTIONS) {
    const before = saved[section] as unknown as Record<string, boolean>;
    const after = draft[section] as unknown as Record<string, boolean>;
    const changed = Object.fromEntries(Object.entries(after).filter(([key, value]) => before[key] !== value));
    if (Object.keys(changed).length > 0) changes[section] = changed;
  }
  if (saved.theme !== draft.theme) changes.theme = draft.theme;
  return changes as PreferencesChanges;
}

/**
 * The settings as a form: toggles change a draft, which appearance and accessibility preview at once;
 * Save Changes sends the difference, Cancel (or leaving the page) goes back to what is saved.
 */
export function SettingsForm({ saved, children }: { saved: PreferencesDto; children?: ReactNode }) {
  const [draft, setDraft] = useState(saved);
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const [requested, setRequested] = useState<ReadonlySet<AccountDialog>>(new Set());
  const update = useUpdatePreferences();
  const changes = preferencesChanges(saved, draft);
  const dirty = Object.keys(changes).length > 0;

  // The screen shows what a choice looks like before it is saved …
  useEffect(() => {
    previewAppearance(draft);
  }, [draft]);
  // … and leaving it puts back the saved look.
  useEffect(() => restoreAppearance, []);

  function setToggle<TSection extends ToggleSection>(
    section: TSection,
    key: keyof PreferencesDto[TSection],
    value: boolean,
  ): void {
    setDraft((current) => ({ ...current, [section]: { ...current[section], [key]: value } }));
  }

  function save(): void {
    if (!dirty || update.isPending) return;
    update.mutate(changes, {
      onSuccess: (result) => {
        setDraft(result);
        toast.success(SETTINGS_MESSAGES.saved);
      },
      onError: (error) =>
        toast.error(SETTINGS_MESSAGES.saveFailed, {
          description: serverMessageOf(error) ?? SETTINGS_MESSAGES.tryAgain,
        }),
    });
  }

  function cancel(): void {
    setDraft(saved);
    toast(SETTINGS_MESSAGES.discarded);
  }

  function open(next: AccountDialog): void {
    setRequested((current) => new Set(current).add(next));
    setDialog(next);
  }
  const dialogProps = (name: AccountDialog) => ({
    open: dialog === name,
    onOpenChange: (isOpen: boolean) => setDialog(isOpen ? name : null),
  });

  return (
    <>
      <Form aria-label="Settings" onSubmit={save}>
        <SettingsCard icon={Palette} title="Appearance" description="How The Boonies looks on this account">
          <ThemeChoice
            value={draft.theme}
            onChange={(theme) => setDraft((current) => ({ ...current, theme }))}
          />
        </SettingsCard>

        <SettingsCard icon={Bell} title="Notifications" description="What you are notified about">
          <ToggleList
            toggles={NOTIFICATION_TOGGLES}
            values={draft.notifications}
            onChange={(key, value) => setToggle('notifications', key, value)}
          />
        </SettingsCard>

        <SettingsCard
          icon={ShieldCheck}
          title="Privacy & Safety"
          description="Who sees what, and who can reach you"
        >
          <ToggleList
            toggles={PRIVACY_TOGGLES}
            values={draft.privacy}
            onChange={(key, value) => setToggle('privacy', key, value)}
          />
        </SettingsCard>

        <SettingsCard icon={Accessibility} title="Accessibility" description="Make the app easier to use">
          <ToggleList
            toggles={ACCESSIBILITY_TOGGLES}
            values={draft.accessibility}
            onChange={(key, value) => setToggle('accessibility', key, value)}
          />
        </SettingsCard>

        <SettingsCard icon={UserCog} title="Account" description="Your password, blocks, data and account">
          <div className="grid gap-2 sm:grid-cols-2">
            <Button variant="outline" className="justify-start" onClick={() => open('password')}>
              <KeyRound aria-hidden />
              Change Password
            </Button>
            <Button variant="outline" className="justify-start" onClick={() => open('blocked')}>
              <Ban aria-hidden />
              Blocked Users
            </Button>
            <Button variant="outline" className="justify-start" onClick={() => open('download')}>
              <Download aria-hidden />
              Download Your Data
            </Button>
            <Button variant="destructive" className="justify-start" onClick={() => open('deactivate')}>
              <PowerOff aria-hidden />
              Deactivate Account
            </Button>
          </div>
        </SettingsCard>

        {/* Cards that show the account rather than edit it, above the save bar. */}
        {children}

        {/* Above the phone's bottom bar, so Save stays in reach while scrolling through the cards. */}
        <Card
          // One slim row on phones, where it covers the cards it floats over.
          className={cn(
            'sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-10 flex items-center justify-between gap-2 p-2 sm:gap-3 sm:p-4 lg:bottom-4',
            dirty && 'border-ring',
          )}
        >
          <p role="status" className="min-w-0 truncate text-xs text-muted-foreground sm:text-sm">
            {dirty ? (
              <span className="font-medium text-foreground">{SETTINGS_MESSAGES.unsaved}</span>
            ) : (
              SETTINGS_MESSAGES.upToDate
            )}
          </p>
          <div className="flex shrink-0 justify-end gap-2">
            <Button
              variant="outline"
              className="h-8 sm:h-10"
              disabled={!dirty || update.isPending}
              onClick={cancel}
            >
              Cancel
            </Button>
            <Button type="submit" className="h-8 sm:h-10" disabled={!dirty} isLoading={update.isPending}>
              Save Changes
            </Button>
          </div>
        </Card>
      </Form>

      <UnsavedChangesGuard dirty={dirty} />

      {/* Outside the form: a dialog's own form would otherwise submit this one too (React events
          bubble through portals). */}
      <Suspense fallback={null}>
        {requested.has('password') && <ChangePasswordDialog {...dialogProps('password')} />}
        {requested.has('blocked') && <BlockedUsersDialog {...dialogProps('blocked')} />}
        {requested.has('download') && <DownloadDataDialog {...dialogProps('download')} />}
        {requested.has('deactivate') && <DeactivateAccountDialog {...dialogProps('deactivate')} />}
      </Suspense>
    </>
  );
}

function ThemeChoice({ value, onChange }: { value: Theme; onChange: (theme: Theme) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">Theme</legend>
      <div className="grid grid-cols-3 gap-2">
        {THEME_CHOICES.map(({ value: choice, label, icon: Icon }) => (
          <label
            key={choice}
            className="flex cursor-pointer flex-col items-center gap-1.5 rounded-lg border p-3 text-sm font-medium transition-colors hover:bg-accent has-[:checked]:border-ring has-[:checked]:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            <Icon aria-hidden className="size-5" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface ToggleListProps<TKey extends string> {
  toggles: Toggle<TKey>[];
  values: Record<TKey, boolean>;
  onChange: (key: TKey, value: boolean) => void;
}

function ToggleList<TKey extends string>({ toggles, values, onChange }: ToggleListProps<TKey>) {
  return (
    <ul className="grid divide-y">
      {toggles.map((toggle) => (
        <li key={toggle.key}>
          <ToggleRow toggle={toggle} checked={values[toggle.key]} onChange={onChange} />
        </li>
      ))}
    </ul>
  );
}

function ToggleRow<TKey extends string>({
  toggle,
  checked,
  onChange,
}: {
  toggle: Toggle<TKey>;
  checked: boolean;
  onChange: (key: TKey, value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {toggle.label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {toggle.description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        aria-describedby={`${id}-description`}
        onCheckedChange={(value) => onChange(toggle.key, value)}
      />
    </div>
  );
}
