// The simulators' timers (the messaging gateway's and the payment provider's, each for its state
// and its webhook dispatcher).

/** Timers that never keep the process alive and all stop at once (close, reset). */
export class Timers {
  private readonly live = new Set<NodeJS.Timeout>();
  private readonly waits = new Set<() => void>();

  later(ms: number, fn: () => void): NodeJS.Timeout {
    const t = setTimeout(() => {
      this.live.delete(t);
      fn();
    }, ms);
    t.unref();
    this.live.add(t);
    return t;
  }

  every(ms: number, fn: () => void): NodeJS.Timeout {
    const t = setInterval(fn, ms);
    t.unref();
    this.live.add(t);
    return t;
  }

  cancel(t: NodeJS.Timeout): void {
    clearTimeout(t);
    this.live.delete(t);
  }

  /** Resolves after ms, or at once when the timers are cleared. */
  sleep(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.waits.delete(done);
        resolve();
      };
      this.waits.add(done);
      this.later(ms, done);
    });
  }

  clear(): void {
    for (const t of this.live) clearTimeout(t);
    this.live.clear();
    for (const done of [...this.waits]) done();
  }
}
