import { LikesCoalescer, type LikeCounts, type Schedule } from './likes-coalescer';

/** A clock the test moves by hand: every scheduled run, in the order of its time. */
function manualClock() {
  let now = 0;
  let timers: { at: number; run: () => void; cancelled: boolean }[] = [];
  const schedule: Schedule = (run, ms) => {
    const timer = { at: now + ms, run, cancelled: false };
    timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = timers
        .filter((timer) => !timer.cancelled && timer.at <= until)
        .sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      now = due.at;
      timers = timers.filter((timer) => timer !== due);
      due.run();
    }
    now = until;
  };
  return { schedule, advance, pendingTimers: () => timers.filter((timer) => !timer.cancelled).length };
}

describe('LikesCoalescer', () => {
  const counts = (likes: number, dislikes = 0): LikeCounts => ({ likes, dislikes });

  function setUp() {
    const clock = manualClock();
    const pushes: [string, LikeCounts][] = [];
    const coalescer = new LikesCoalescer(1000, (postId, next) => pushes.push([postId, next]), clock.schedule);
    return { clock, pushes, coalescer };
  }

  it('pushes the first change at once, and folds a burst into one push with the last counts', () => {
    const { clock, pushes, coalescer } = setUp();
    for (let likes = 1; likes <= 50; likes++) coalescer.changed('post', counts(likes));
    expect(pushes).toEqual([['post', counts(1)]]);

    clock.advance(1000);
    expect(pushes).toEqual([
      ['post', counts(1)],
      ['post', counts(50)],
    ]);
  });

  it('pushes at most once per window while changes keep coming, always with the latest counts', () => {
    const { clock, pushes, coalescer } = setUp();
    // 50 likes spread over 2.5 s: one every 50 ms.
    for (let likes = 1; likes <= 50; likes++) {
      coalescer.changed('post', counts(likes));
      clock.advance(50);
    }
    clock.advance(2000);
    expect(pushes.map(([, pushed]) => pushed.likes)).toEqual([1, 20, 40, 50]);
  });

  it('closes a window that ends with nothing new, and forgets the post', () => {
    const { clock, pushes, coalescer } = setUp();
    coalescer.changed('post', counts(1));
    clock.advance(1000);
    expect(coalescer.size).toBe(0);
    expect(clock.pendingTimers()).toBe(0);

    coalescer.changed('post', counts(0));
    expect(pushes).toEqual([
      ['post', counts(1)],
      ['post', counts(0)],
    ]);
  });

  it('keeps a window per post', () => {
    const { clock, pushes, coalescer } = setUp();
    coalescer.changed('a', counts(1));
    coalescer.changed('b', counts(7, 1));
    coalescer.changed('a', counts(2));
    expect(pushes).toEqual([
      ['a', counts(1)],
      ['b', counts(7, 1)],
    ]);
    clock.advance(1000);
    expect(pushes).toEqual([
      ['a', counts(1)],
      ['b', counts(7, 1)],
      ['a', counts(2)],
    ]);
  });

  it('drops open windows on clear without pushing', () => {
    const { clock, pushes, coalescer } = setUp();
    coalescer.changed('post', counts(1));
    coalescer.changed('post', counts(2));
    coalescer.clear();
    clock.advance(5000);
    expect(pushes).toEqual([['post', counts(1)]]);
    expect(coalescer.size).toBe(0);
  });
});
