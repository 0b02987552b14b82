import { describeWait, throttledMessage, tooFastMessage } from './rules';

describe('throttle messages', () => {
  it('names the action and the wait', () => {
    expect(throttledMessage('post', 30)).toBe("You're posting too fast. Try again in 30 seconds.");
    expect(throttledMessage('message', 1)).toBe("You're sending messages too fast. Try again in 1 second.");
    expect(tooFastMessage(2.2)).toBe('Too many requests. Try again in 3 seconds.');
  });

  it('counts whole seconds, then whole minutes from two minutes on', () => {
    expect(describeWait(0)).toBe('1 second');
    expect(describeWait(0.4)).toBe('1 second');
    expect(describeWait(119)).toBe('119 seconds');
    expect(describeWait(120)).toBe('2 minutes');
    expect(describeWait(121)).toBe('3 minutes');
  });
});
