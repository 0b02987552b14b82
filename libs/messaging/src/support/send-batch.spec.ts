import { SendBatch } from './send-batch';

describe('SendBatch', () => {
  it('holds the sends of one loop turn and makes them together after it, in order', async () => {
    const batch = new SendBatch();
    const made: string[] = [];
    batch.run(() => made.push('first'));
    await Promise.resolve();
    batch.run(() => made.push('second'));
    expect(made).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(made).toEqual(['first', 'second']);
  });

  it('gives a deferred send’s result or failure to its caller, whether it throws or rejects', async () => {
    const batch = new SendBatch();
    await expect(batch.defer(() => Promise.resolve(42))).resolves.toBe(42);
    await expect(batch.defer(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await expect(
      batch.defer(() => {
        throw new Error('closed');
      }),
    ).rejects.toThrow('closed');
  });

  it('makes the other sends of a turn when one throws', async () => {
    const batch = new SendBatch();
    const made: string[] = [];
    batch.run(() => {
      throw new Error('closed');
    });
    batch.run(() => made.push('after'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(made).toEqual(['after']);
  });
});
