import {
  inAppPath,
  notificationOf,
  openAppAt,
  parsePushData,
  type WindowClientLike,
} from './push-notifications';

const ORIGIN = 'https://boonies.example';

function windowAt(url: string, state: Partial<WindowClientLike> = {}) {
  return {
    url,
    focus: jest.fn(async () => undefined),
    navigate: jest.fn(async () => undefined),
    ...state,
  };
}

function clientsWith(windows: WindowClientLike[]) {
  return { matchAll: jest.fn(async () => windows), openWindow: jest.fn(async () => null) };
}

describe('a web push in the service worker', () => {
  it('shows its title, body and tag with the app icon, and keeps its page for the tap', () => {
    const payload = {
      title: 'New message',
      body: 'ollie: see you at 6?',
      url: '/messages/u-2',
      tag: 'dm-u-2',
    };

    expect(notificationOf(payload, ORIGIN)).toEqual({
      title: 'New message',
      options: {
        body: 'ollie: see you at 6?',
        tag: 'dm-u-2',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: '/messages/u-2' },
      },
    });
  });

  it('still says something, and opens the app, for a push it cannot read', () => {
    const data = { json: () => JSON.parse('not json') as unknown };

    const shown = notificationOf(parsePushData(data), ORIGIN);

    expect(shown.title).toBe('The Boonies');
    expect(shown.options).toMatchObject({ tag: 'boonies', data: { url: '/' } });
    expect(shown.options.body).not.toBe('');
    expect(notificationOf(parsePushData(null), ORIGIN).title).toBe('The Boonies');
  });

  it('never opens an outside address, whatever the push carries', () => {
    expect(inAppPath('/post/p-1#reply-r-1', ORIGIN)).toBe('/post/p-1#reply-r-1');
    expect(inAppPath('/tricks?view=map', ORIGIN)).toBe('/tricks?view=map');
    for (const outside of [
      'https://evil.example/',
      '//evil.example/x',
      'javascript:alert(1)',
      'messages',
      '/\\evil.example',
      42,
      undefined,
    ]) {
      expect([outside, inAppPath(outside, ORIGIN)]).toEqual([outside, '/']);
    }
  });

  it('brings the open app to the front at the push page, the focused window first', async () => {
    const hidden = windowAt(`${ORIGIN}/tricks`, { visibilityState: 'hidden' });
    const focused = windowAt(`${ORIGIN}/`, { focused: true, visibilityState: 'visible' });
    const clients = clientsWith([hidden, focused]);

    await openAppAt(clients, { url: '/messages/u-2' }, ORIGIN);

    expect(focused.focus).toHaveBeenCalled();
    expect(focused.navigate).toHaveBeenCalledWith('/messages/u-2');
    expect(hidden.navigate).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window at the page when the app is not open, or its window cannot be moved', async () => {
    const none = clientsWith([windowAt('https://other.example/')]);
    await openAppAt(none, { url: '/post/p-1' }, ORIGIN);
    expect(none.openWindow).toHaveBeenCalledWith('/post/p-1');

    const uncontrolled = windowAt(`${ORIGIN}/`, {
      navigate: jest.fn(async () => Promise.reject(new TypeError('not controlled'))),
    });
    const stuck = clientsWith([uncontrolled]);
    await openAppAt(stuck, { url: 'https://evil.example/' }, ORIGIN);
    expect(stuck.openWindow).toHaveBeenCalledWith('/');
  });
});
