import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { toast } from 'sonner';
import { resetConnectivity } from '@/lib/offline/connectivity';

// Whole-app tests load lazy routes on first render; on a busy CI machine that can take seconds, which is
// slowness, not failure. Queries wait up to 15 s and a test up to 60 s before failing.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

// No gateway to connect to: the app's socket is a fake that tests drive with `pushRealtime`.
jest.mock('socket.io-client', () => jest.requireActual('./realtime').fakeSocketModule);

// Browser APIs the components use that jsdom does not implement (the Fetch API comes from
// jsdom-environment.cjs).

// jsdom lays nothing out: it stands for a wide screen (every `min-width` query matches, so what only large
// screens render is there to test) with no other preference (dark scheme, reduced motion) set.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: /^\(min-width:/.test(query.trim()),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

// The router restores the scroll position on every navigation; jsdom has no layout to scroll.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// Radix menus capture the pointer and scroll the highlighted item into view.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => {
  // Toasts live in a module-wide store that a new Toaster replays: each test starts without any.
  toast.dismiss();
  // A request with no answer put the app offline: the next test starts with the connection back.
  resetConnectivity();
  window.localStorage.clear();
  document.documentElement.className = '';
});
