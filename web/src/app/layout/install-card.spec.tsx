import { act, screen, within } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser, ok, signedInAs } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { isIosSafari, startInstallOffer } from '@/lib/offline/install-prompt';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

let stopOffer: () => void = () => undefined;

/** This browser as the app sees it on load: its user agent, and whether it runs from the home screen. */
function browserIs(userAgent: string, { standalone = false, touchPoints = 5 } = {}) {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(window.navigator, 'maxTouchPoints', { configurable: true, value: touchPoints });
  Object.defineProperty(window.navigator, 'standalone', { configurable: true, value: standalone });
  stopOffer = startInstallOffer();
}

/** Chrome's offer to install, as it fires once the app qualifies. */
function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

async function openShell() {
  mockFetch({ 'GET /api/auth/me': signedInAs(makeUser()), 'GET /api/tricks/trending': ok([]) });
  const app = renderApp('/');
  await screen.findByRole('heading', { level: 1 });
  return app;
}

async function accountMenuEntries(app: Awaited<ReturnType<typeof openShell>>) {
  await app.user.click(screen.getByRole('button', { name: 'Account menu' }));
  const menu = await screen.findByRole('menu');
  return within(menu);
}

describe('installing the app', () => {
  afterEach(() => {
    stopOffer();
    jest.restoreAllMocks();
    delete (window.navigator as { standalone?: boolean }).standalone;
  });

  it("offers the browser's install in a card and the account menu, and prompts with it", async () => {
    browserIs(ANDROID_CHROME);
    const app = await openShell();
    expect(screen.queryByRole('region', { name: 'Install The Boonies' })).not.toBeInTheDocument();

    const offer = offerInstall();

    expect(offer.defaultPrevented).toBe(true);
    const card = screen.getByRole('region', { name: 'Install The Boonies' });
    const menu = await accountMenuEntries(app);
    expect(menu.getByRole('menuitem', { name: 'Install app' })).toBeInTheDocument();
    await app.user.keyboard('{Escape}');

    await app.user.click(within(card).getByRole('button', { name: 'Install app' }));

    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Install The Boonies' })).not.toBeInTheDocument();
  });

  it('remembers a dismissed card, while the account menu still offers the install', async () => {
    browserIs(ANDROID_CHROME);
    const first = await openShell();
    offerInstall();
    await first.user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Install The Boonies' })).not.toBeInTheDocument();
    first.unmount();

    stopOffer();
    browserIs(ANDROID_CHROME);
    const next = await openShell();
    const offer = offerInstall();

    expect(screen.queryByRole('region', { name: 'Install The Boonies' })).not.toBeInTheDocument();
    const menu = await accountMenuEntries(next);
    await next.user.click(menu.getByRole('menuitem', { name: 'Install app' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
  });

  it('explains Share -> Add to Home Screen on iOS Safari, once, and again from the account menu', async () => {
    browserIs(IPHONE_SAFARI);
    const app = await openShell();

    const sheet = screen.getByRole('region', { name: 'Add to Home Screen' });
    expect(sheet).toHaveTextContent("Tap Share in Safari's toolbar.");
    expect(sheet).toHaveTextContent('Choose Add to Home Screen.');
    await app.user.click(within(sheet).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Add to Home Screen' })).not.toBeInTheDocument();

    const menu = await accountMenuEntries(app);
    await app.user.click(menu.getByRole('menuitem', { name: 'Install app' }));

    const again = await screen.findByRole('region', { name: 'Add to Home Screen' });
    expect(within(again).getByRole('button', { name: 'Got it' })).toHaveFocus();
    await app.user.click(within(again).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'Add to Home Screen' })).not.toBeInTheDocument();
  });

  it('offers nothing once the app runs from the home screen', async () => {
    browserIs(IPHONE_SAFARI, { standalone: true });
    const app = await openShell();

    expect(screen.queryByRole('region', { name: 'Add to Home Screen' })).not.toBeInTheDocument();
    const menu = await accountMenuEntries(app);
    expect(menu.queryByRole('menuitem', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('tells iOS Safari from the other browsers', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_SAFARI, 0)).toBe(false); // a Mac
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false);
  });
});
