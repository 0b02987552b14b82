import { signInDelaySeconds } from './sign-in-delay';

const rule = { free: 5, firstSeconds: 1, maxSeconds: 300 };

describe('signInDelaySeconds', () => {
  it('imposes nothing before the free failures are used up', () => {
    expect([1, 2, 3, 4].map((failures) => signInDelaySeconds(failures, rule))).toEqual([0, 0, 0, 0]);
  });

  it('doubles from the first delay once the free failures are used up, up to the cap', () => {
    const delays = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((failures) =>
      signInDelaySeconds(failures, rule),
    );
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
    expect(signInDelaySeconds(10_000, rule)).toBe(300);
    expect(signInDelaySeconds(6, { ...rule, firstSeconds: 20 })).toBe(40);
  });

  it('starts at the first failure when only one is free', () => {
    expect(signInDelaySeconds(1, { ...rule, free: 1 })).toBe(1);
    expect(signInDelaySeconds(2, { ...rule, free: 1 })).toBe(2);
  });
});
