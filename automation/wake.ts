// A wake-up for the dispatcher loops (automation/webhook-dispatcher.ts).

/** A wake-up that is not lost when it fires while nobody waits. */
export class Wake {
  #pending = false;
  #resolve: (() => void) | null = null;
  fire() {
    this.#pending = true;
    const r = this.#resolve;
    this.#resolve = null;
    r?.();
  }
  wait(ms: number): Promise<void> {
    if (this.#pending) {
      this.#pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const t = setTimeout(() => {
        this.#resolve = null;
        resolve();
      }, ms);
      this.#resolve = () => {
        clearTimeout(t);
        this.#pending = false;
        resolve();
      };
    });
  }
}
