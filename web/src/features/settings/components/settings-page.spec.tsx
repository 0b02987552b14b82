import { DEFAULT_PREFERENCES, type PreferencesDto } from '@boonies/contracts/social';
import { act, screen, within } from '@testing-library/react';
import { mockFetch, type RecordedRequest } from '@/test/fetch-mock';
import { ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { expectToast } from '@/test/toasts';
import { ACCESSIBILITY_STORAGE_KEY } from '@/lib/accessibility';
import { THEME_STORAGE_KEY } from '@/lib/theme';
import { SettingsPage } from './settings-page';
import { makeStanding } from '@/test/verification-api';

const PREFERENCES = 'GET /api/users/me/preferences';
const SAVE = 'PATCH /api/users/me/preferences';
const STANDING = 'GET /api/verifications/standing';

/** The server keeps what it is sent and answers with the whole saved set. */
function preferencesServer(initial: PreferencesDto = DEFAULT_PREFERENCES) {
  let saved: PreferencesDto = JSON.parse(JSON.stringify(initial));
  const requests = mockFetch({
    [STANDING]: ok(makeStanding()),
    [PREFERENCES]: () => ok(saved),
    [SAVE]: ({ body }: RecordedRequest) => {
      const changes = body as Partial<PreferencesDto>;
      saved = {
        notifications: { ...saved.notifications, ...changes.notifications },
        push: { ...saved.push, ...changes.push },
        privacy: { ...saved.privacy, ...changes.privacy },
        accessibility: { ...saved.accessibility, ...changes.accessibility },
        theme: changes.theme ?? saved.theme,
      };
      return ok(saved);
    },
  });
  return { requests, saves: () => requests.filter((r) => `${r.method} ${r.path}` === SAVE) };
}

function openSettings() {
  return renderComponent(<SettingsPage />, { path: '/settings' });
}

const html = () => document.documentElement;

describe('settings screen', () => {
  it('lays out the cards of the spec with the saved values', async () => {
    preferencesServer({
      ...DEFAULT_PREFERENCES,
      privacy: { ...DEFAULT_PREFERENCES.privacy, showFollowers: false },
    });
    openSettings();

    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Manage your account settings and preferences')).toBeInTheDocument();
    for (const card of [
      'Appearance',
      'Notifications',
      'Privacy & Safety',
      'Accessibility',
      'Account',
      'Your verification vote',
    ]) {
      expect(await screen.findByRole('region', { name: card })).toBeInTheDocument();
    }
    const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(notifications.getByRole('switch', { name: 'New Posts' })).toBeChecked();
    expect(notifications.getByRole('switch', { name: 'Mentions' })).toBeChecked();
    expect(notifications.getByRole('switch', { name: 'Email Notifications' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show Followers' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Public Profile' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Reduced Motion' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    const account = within(screen.getByRole('region', { name: 'Account' }));
    for (const action of ['Change Password', 'Blocked Users', 'Download Your Data', 'Deactivate Account']) {
      expect(account.getByRole('button', { name: action })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('saves only what changed, and says so', async () => {
    const server = preferencesServer();
    const { user } = openSettings();

    await user.click(await screen.findByRole('switch', { name: 'Email Notifications' }));
    await user.click(screen.getByRole('switch', { name: 'Allow Direct Messages' }));
    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await expectToast('Settings saved');
    expect(server.saves().map((r) => r.body)).toEqual([
      { notifications: { email: true }, privacy: { allowMessages: false } },
    ]);
    expect(screen.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('offers the leaderboard choice under Privacy & Safety, on by default, and saves it', async () => {
    const server = preferencesServer();
    const { user } = openSettings();

    const privacy = within(await screen.findByRole('region', { name: 'Privacy & Safety' }));
    const choice = privacy.getByRole('switch', { name: 'Appear on the leaderboard' });
    expect(choice).toBeChecked();
    expect(choice).toHaveAccessibleDescription(
      'Show my score on the leaderboard, even when my profile is private',
    );

    await user.click(choice);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await expectToast('Settings saved');
    expect(server.saves().map((r) => r.body)).toEqual([{ privacy: { appearOnLeaderboard: false } }]);
    expect(privacy.getByRole('switch', { name: 'Appear on the leaderboard' })).not.toBeChecked();
  });

  it('turns a switch with its label, and Cancel restores the saved values', async () => {
    const server = preferencesServer();
    const { user } = openSettings();

    await user.click(await screen.findByText('New Posts'));
    expect(screen.getByRole('switch', { name: 'New Posts' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('switch', { name: 'New Posts' })).toBeChecked();
    await expectToast('Changes discarded');
    expect(server.saves()).toHaveLength(0);
  });

  it('applies the accessibility settings to the page at once and keeps them once saved', async () => {
    preferencesServer();
    const { user } = openSettings();

    await user.click(await screen.findByRole('switch', { name: 'High Contrast' }));
    await user.click(screen.getByRole('switch', { name: 'Larger Text' }));
    await user.click(screen.getByRole('switch', { name: 'Reduced Motion' }));
    expect(html()).toHaveClass('high-contrast', 'large-text', 'reduce-motion');

    // Cancel puts the saved look back.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(html()).not.toHaveClass('high-contrast');
    expect(html()).not.toHaveClass('large-text');

    await user.click(screen.getByRole('switch', { name: 'Larger Text' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectToast('Settings saved');
    expect(html()).toHaveClass('large-text');
    expect(JSON.parse(window.localStorage.getItem(ACCESSIBILITY_STORAGE_KEY) ?? '{}')).toEqual({
      reducedMotion: false,
      highContrast: false,
      largeText: true,
    });
  });

  it('previews a theme, and leaving without saving goes back to the saved one', async () => {
    const server = preferencesServer();
    const { user, unmount } = openSettings();

    await user.click(await screen.findByRole('radio', { name: 'Light' }));
    expect(html()).not.toHaveClass('dark');
    unmount();

    expect(html()).toHaveClass('dark');
    expect(server.saves()).toHaveLength(0);
  });

  it('asks before leaving for another page with unsaved changes', async () => {
    const server = preferencesServer();
    const { user, router } = openSettings();
    await user.click(await screen.findByRole('switch', { name: 'Show Followers' }));

    await act(() => router.navigate('/profile'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/settings');
    expect(screen.getByRole('switch', { name: 'Show Followers' })).not.toBeChecked();

    await act(() => router.navigate('/profile'));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(server.saves()).toHaveLength(0);
  });

  it('lets the page go without asking once the changes are saved, and warns the browser until then', async () => {
    preferencesServer();
    const { user, router } = openSettings();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);

    await user.click(await screen.findByRole('switch', { name: 'Show Followers' }));
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectToast('Settings saved');
    expect(unload()).toBe(false);

    await act(() => router.navigate('/profile'));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  });

  it('saves the theme to the account and to this device', async () => {
    const server = preferencesServer();
    const { user } = openSettings();

    await user.click(await screen.findByRole('radio', { name: 'Light' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await expectToast('Settings saved');
    expect(server.saves()[0].body).toEqual({ theme: 'light' });
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(html()).not.toHaveClass('dark');
  });

  it('keeps the changes and says why when saving fails', async () => {
    mockFetch({
      [PREFERENCES]: ok(DEFAULT_PREFERENCES),
      [SAVE]: {
        status: 503,
        json: { error: 'The account service is unavailable', code: 'SERVICE_UNAVAILABLE' },
      },
    });
    const { user } = openSettings();

    await user.click(await screen.findByRole('switch', { name: 'Messages' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await expectToast('Failed to save settings', 'The account service is unavailable');
    expect(screen.getByRole('switch', { name: 'Messages' })).not.toBeChecked();
    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    mockFetch({ [PREFERENCES]: { status: 503 } });
    openSettings();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load settings');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
