/**
 * Holds NATS sends made during one turn of the event loop and makes them together right after it
 * (`setImmediate`). nats.js writes everything queued since its last flush in one socket write, flushing on
 * the next microtask: sends made from different sockets' callbacks (HTTP requests, database answers) would
 * each cost a system call of their own, in this process and in the NATS server reading them. Batched, a
 * burst costs one. The delay is the rest of the current loop turn, never a timer.
 */
export class SendBatch {
  private queued: (() => void)[] = [];

  /** Runs `send` with the batch; its result, or its failure, is the returned promise's. */
  defer<T>(send: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) =>
      this.run(() => {
        try {
          send().then(resolve, reject);
        } catch (error) {
          reject(error);
        }
      }),
    );
  }

  /** Runs `send` with the batch. A send that throws is dropped: it can only mean the connection closed. */
  run(send: () => void): void {
    if (this.queued.length === 0) setImmediate(() => this.flush());
    this.queued.push(send);
  }

  private flush(): void {
    const sends = this.queued;
    this.queued = [];
    for (const send of sends) {
      try {
        send();
      } catch {
        // A closed connection throws; the caller's timeout or disconnect handling answers for it.
      }
    }
  }
}
