/** Polls `check` until it returns true (or throws after timeoutMs, saying what it waited for). */
export async function waitUntil(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000, everyMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
