import {
  addSample,
  formatBytes,
  formatTimeLeft,
  percentOf,
  RATE_WINDOW_MS,
  recentRate,
  secondsLeft,
  type UploadSample,
} from './upload-estimate';

describe('upload progress and time left', () => {
  it('counts whole percent and says 100 only once the last byte is in', () => {
    expect(percentOf(0, 1000)).toBe(0);
    expect(percentOf(333, 1000)).toBe(33);
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(1000, 1000)).toBe(100);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('has no estimate before two samples, nor while nothing moves', () => {
    expect(secondsLeft([], 1000)).toBeNull();
    expect(secondsLeft([{ at: 0, sent: 100 }], 1000)).toBeNull();
    expect(
      secondsLeft(
        [
          { at: 0, sent: 100 },
          { at: 1000, sent: 100 },
        ],
        1000,
      ),
    ).toBeNull();
  });

  it('estimates from the rate of the last few seconds, not since the start', () => {
    let samples: UploadSample[] = [];
    // A slow start: 10 KB/s for 10 s…
    for (let second = 0; second <= 10; second += 1) {
      samples = addSample(samples, { at: second * 1000, sent: second * 10_000 });
    }
    // …then the signal gets better: 100 KB/s.
    for (let second = 11; second <= 20; second += 1) {
      samples = addSample(samples, { at: second * 1000, sent: 100_000 + (second - 10) * 100_000 });
    }
    expect(samples[samples.length - 1].at - samples[0].at).toBeLessThanOrEqual(RATE_WINDOW_MS + 1000);
    expect(recentRate(samples)).toBeCloseTo(100_000);
    // 1,100,000 sent of 2,100,000: ten seconds at the recent rate (the average would say over twenty).
    expect(secondsLeft(samples, 2_100_000)).toBe(10);
  });

  it('says the time left and sizes in words', () => {
    expect(formatTimeLeft(null)).toBe('estimating time left');
    expect(formatTimeLeft(0)).toBe('almost done');
    expect(formatTimeLeft(42)).toBe('about 42 s left');
    expect(formatTimeLeft(150)).toBe('about 3 min left');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(12.4 * 1024 * 1024)).toBe('12.4 MB');
  });
});
