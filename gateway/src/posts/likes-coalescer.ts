/** A post's like counts as the posts service last announced them. */
export interface LikeCounts {
  likes: number;
  dislikes: number;
}

/** Runs `run` once after `ms`; answers how to cancel it. Injected so tests drive the clock themselves. */
export type Schedule = (run: () => void, ms: number) => () => void;

export const realSchedule: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

interface Window {
  /** The counts that came after the last push of this window, to push when it ends. */
  pending?: LikeCounts;
  cancel: () => void;
}

/**
 * At most one push per post in each window, carrying the latest counts: a burst of likes on a popular post
 * costs its watchers a handful of pushes, not one per like. The first change after a quiet window is pushed
 * at once (a single like shows without delay); changes during the window are folded into one push at its
 * end, which opens the next window. A window that ends with nothing new closes, and the post is forgotten.
 */
export class LikesCoalescer {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly windowMs: number,
    private readonly push: (postId: string, counts: LikeCounts) => void,
    private readonly schedule: Schedule = realSchedule,
  ) {}

  /** The post's counts changed. */
  changed(postId: string, counts: LikeCounts): void {
    const open = this.windows.get(postId);
    if (open) {
      open.pending = counts;
      return;
    }
    this.push(postId, counts);
    this.open(postId);
  }

  /** Posts with an open window: what the coalescer holds in memory. */
  get size(): number {
    return this.windows.size;
  }

  /** Drops every open window without pushing (the gateway is shutting down). */
  clear(): void {
    for (const window of this.windows.values()) window.cancel();
    this.windows.clear();
  }

  private open(postId: string): void {
    const window: Window = {
      cancel: this.schedule(() => {
        this.windows.delete(postId);
        if (!window.pending) return;
        this.push(postId, window.pending);
        this.open(postId);
      }, this.windowMs),
    };
    this.windows.set(postId, window);
  }
}
