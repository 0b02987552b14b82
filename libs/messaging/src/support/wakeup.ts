/**
 * A sleep that can be cut short. A `wake()` that arrives while nobody waits is remembered, so a
 * notification landing during work is not lost: the next `wait()` returns at once.
 */
export class Wakeup {
  private woken = false;
  private release?: () => void;

  wait(ms: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.finish(), ms);
      this.release = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  wake(): void {
    if (this.release) this.finish();
    else this.woken = true;
  }

  private finish(): void {
    const release = this.release;
    this.release = undefined;
    release?.();
  }
}
