import { WATCHED_POSTS_MAX } from '@boonies/contracts/posts';
import { POSTS_WATCH_EVENT } from '@boonies/contracts/realtime';

const sent: unknown[] = [];
let reconnected: (() => void) | undefined;

jest.mock('@/lib/realtime', () => ({
  sendRealtime: (event: string, payload: unknown) => sent.push([event, payload]),
  subscribeRealtime: (event: string, listener: () => void) => {
    if (event === 'realtime:reconnected') reconnected = listener;
    return () => undefined;
  },
}));

describe('watchPostLikes', () => {
  // Loaded once the variables the mock writes to exist.
  let watchPostLikes: typeof import('./live-likes').watchPostLikes;
  beforeAll(async () => {
    ({ watchPostLikes } = await import('./live-likes'));
  });

  beforeEach(() => {
    jest.useFakeTimers();
    sent.length = 0;
  });
  afterEach(() => jest.useRealTimers());

  const settle = () => jest.runOnlyPendingTimers();

  it('sends the whole list once the screen settles, counting posts shown twice once', () => {
    const first = watchPostLikes(['a', 'b']);
    const second = watchPostLikes(['b', 'c']);
    expect(sent).toEqual([]);
    settle();
    expect(sent).toEqual([[POSTS_WATCH_EVENT, { postIds: ['a', 'b', 'c'] }]]);

    first();
    settle();
    // 'b' is still on screen through the second watcher.
    expect(sent.at(-1)).toEqual([POSTS_WATCH_EVENT, { postIds: ['b', 'c'] }]);
    second();
    settle();
    expect(sent.at(-1)).toEqual([POSTS_WATCH_EVENT, { postIds: [] }]);
  });

  it('sends nothing when the list did not change, and everything again after a reconnection', () => {
    const stop = watchPostLikes(['a']);
    settle();
    const again = watchPostLikes(['a']);
    settle();
    expect(sent).toEqual([[POSTS_WATCH_EVENT, { postIds: ['a'] }]]);

    reconnected?.();
    expect(sent).toEqual([
      [POSTS_WATCH_EVENT, { postIds: ['a'] }],
      [POSTS_WATCH_EVENT, { postIds: ['a'] }],
    ]);
    stop();
    again();
    settle();
  });

  it('keeps to the most posts one socket may watch, the latest shown', () => {
    const ids = Array.from({ length: WATCHED_POSTS_MAX + 5 }, (_, index) => `p${index}`);
    const stop = watchPostLikes(ids);
    settle();
    expect(sent.at(-1)).toEqual([POSTS_WATCH_EVENT, { postIds: ids.slice(5) }]);
    stop();
    settle();
  });
});
