// The runner's wake-ups (new events, moved checkpoints, stop) without lost notifications.

/** Wake-ups without lost notifications: a waiter passes the generation it has seen. */
export class Signal {
  gen = 0;
  #waiters = new Set<() => void>();
  notify() {
    this.gen++;
    const ws = [...this.#waiters];
    this.#waiters.clear();
    for (const w of ws) w();
  }
  /** Resolves at once if notify() happened since generation `seen`, else on notify() or after ms. */
  wait(ms: number, seen: number): Promise<void> {
    if (this.gen !== seen) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(t);
        this.#waiters.delete(done);
        resolve();
      };
      const t = setTimeout(done, ms);
      this.#waiters.add(done);
    });
  }
}
