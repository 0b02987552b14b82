import { DEFAULT_PREFERENCES, type PreferencesDto } from '@boonies/contracts/social';
import { screen } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { expectToast } from '@/test/toasts';
import { PushNotificationsCard } from './push-notifications-card';

const VAPID_KEY = `B${'A'.repeat(86)}`;
const CONFIG = 'GET /api/config/public';
const SUBSCRIBE = 'POST /api/push/subscriptions';
const SAVE = 'PATCH /api/users/me/preferences';
const ENDPOINT = 'https://push.example.com/device-1';
const SUBSCRIPTION_JSON = { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } };

/** A browser with the Push API: a service worker whose push manager starts without a subscription. */
function pushCapableBrowser(permission: NotificationPermission = 'granted') {
  let subscription: PushSubscription | null = null;
  const subscribe = jest.fn(async () => {
    subscription = {
      endpoint: ENDPOINT,
      toJSON: () => SUBSCRIPTION_JSON,
      unsubscribe: jest.fn(async () => {
        subscription = null;
        return true;
      }),
    } as unknown as PushSubscription;
    return subscription;
  });
  const registration = {
    pushManager: { getSubscription: jest.fn(async () => subscription), subscribe },
  };
  Object.defineProperty(window, 'PushManager', { value: class {}, configurable: true });
  Object.defineProperty(window, 'Notification', {
    value: { requestPermission: jest.fn(async () => permission) },
    configurable: true,
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
    configurable: true,
  });
  return { subscribe };
}

afterEach(() => {
  for (const name of ['PushManager', 'Notification'] as const) Reflect.deleteProperty(window, name);
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const publicConfig = (vapidPublicKey: string | null) =>
  ok({ storeUrl: null, merchandiseUrl: null, contactEmail: 'crew@boonies.example', vapidPublicKey });

describe('PushNotificationsCard', () => {
  it('says so when the browser cannot take pushes', () => {
    mockFetch({ [CONFIG]: publicConfig(VAPID_KEY) });
    renderComponent(<PushNotificationsCard saved={DEFAULT_PREFERENCES} />);
    expect(screen.getByRole('region', { name: 'Push notifications' })).toHaveTextContent(
      'This browser cannot receive push notifications.',
    );
  });

  it('says so when the server sends no pushes', async () => {
    pushCapableBrowser();
    mockFetch({ [CONFIG]: publicConfig(null) });
    renderComponent(<PushNotificationsCard saved={DEFAULT_PREFERENCES} />);
    expect(await screen.findByText('Push notifications are not available on this server.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enable push notifications' })).not.toBeInTheDocument();
  });

  it('asks permission, subscribes with the VAPID key and then offers one switch per kind', async () => {
    const browser = pushCapableBrowser();
    const requests = mockFetch({ [CONFIG]: publicConfig(VAPID_KEY), [SUBSCRIBE]: { status: 204 } });
    const { user } = renderComponent(<PushNotificationsCard saved={DEFAULT_PREFERENCES} />);

    await user.click(await screen.findByRole('button', { name: 'Enable push notifications' }));

    expect(await screen.findByRole('switch', { name: 'Game turns' })).toBeChecked();
    expect(browser.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const key = (browser.subscribe.mock.calls[0] as unknown as [{ applicationServerKey: Uint8Array }])[0]
      .applicationServerKey;
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect(requests.find((request) => `${request.method} ${request.path}` === SUBSCRIBE)?.body).toEqual(
      SUBSCRIPTION_JSON,
    );
    for (const name of ['Direct messages', 'Replies and mentions', 'Trick verifications']) {
      expect(screen.getByRole('switch', { name })).toBeChecked();
    }
  });

  it('tells the skater when the browser blocks notifications', async () => {
    const browser = pushCapableBrowser('denied');
    mockFetch({ [CONFIG]: publicConfig(VAPID_KEY) });
    const { user } = renderComponent(<PushNotificationsCard saved={DEFAULT_PREFERENCES} />);

    await user.click(await screen.findByRole('button', { name: 'Enable push notifications' }));

    await expectToast('Notifications are blocked');
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Enable push notifications' })).toBeEnabled();
  });

  it('saves a switch at once, with the other preferences', async () => {
    pushCapableBrowser();
    const saved: PreferencesDto = {
      ...DEFAULT_PREFERENCES,
      push: { ...DEFAULT_PREFERENCES.push, games: false },
    };
    const requests = mockFetch({
      [CONFIG]: publicConfig(VAPID_KEY),
      [SUBSCRIBE]: { status: 204 },
      [SAVE]: ok({ ...saved, push: { ...saved.push, messages: false } }),
    });
    const { user } = renderComponent(<PushNotificationsCard saved={saved} />);
    await user.click(await screen.findByRole('button', { name: 'Enable push notifications' }));

    expect(await screen.findByRole('switch', { name: 'Game turns' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Direct messages' }));

    expect(requests.filter((request) => `${request.method} ${request.path}` === SAVE)[0]?.body).toEqual({
      push: { messages: false },
    });
  });

  it('turns pushes off on this device', async () => {
    pushCapableBrowser();
    const requests = mockFetch({
      [CONFIG]: publicConfig(VAPID_KEY),
      [SUBSCRIBE]: { status: 204 },
      [`DELETE /api/push/subscriptions?endpoint=${encodeURIComponent(ENDPOINT)}`]: { status: 204 },
    });
    const { user } = renderComponent(<PushNotificationsCard saved={DEFAULT_PREFERENCES} />);
    await user.click(await screen.findByRole('button', { name: 'Enable push notifications' }));
    await user.click(await screen.findByRole('button', { name: 'Turn off on this device' }));

    expect(await screen.findByRole('button', { name: 'Enable push notifications' })).toBeVisible();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });
});
