import { activeServiceWorker, registerServiceWorker, serviceWorkers } from './service-worker';

const original = Object.getOwnPropertyDescriptor(window.navigator, 'serviceWorker');

function givenServiceWorker(descriptor: PropertyDescriptor) {
  Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, ...descriptor });
}

describe('the service worker, where there may be none', () => {
  afterEach(() => {
    if (original) Object.defineProperty(window.navigator, 'serviceWorker', original);
    else delete (window.navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('is simply absent in a browser without service workers', async () => {
    expect('serviceWorker' in navigator).toBe(false);

    expect(serviceWorkers()).toBeNull();
    await expect(activeServiceWorker()).resolves.toBeNull();
    await expect(registerServiceWorker()).resolves.toBeUndefined();
  });

  it('is absent, not an error, where asking for it throws (storage blocked)', async () => {
    givenServiceWorker({
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });

    expect(serviceWorkers()).toBeNull();
    await expect(activeServiceWorker()).resolves.toBeNull();
    await expect(registerServiceWorker()).resolves.toBeUndefined();
  });

  it('lets the app go on when the registration is refused (a private window)', async () => {
    const refused = () => Promise.reject(new DOMException('Failed to register', 'SecurityError'));
    const register = jest.fn(refused);
    givenServiceWorker({
      value: {
        controller: null,
        register,
        getRegistration: jest.fn(refused),
        addEventListener: jest.fn(),
        removeEventListener: jest.fn(),
      },
    });

    await expect(registerServiceWorker()).resolves.toBeUndefined();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    await expect(activeServiceWorker()).resolves.toBeNull();
  });
});
