// The one way SPA tests wait: look at the page in real time, letting React work between looks,
// until `find` returns something — or fail after SPA_WAIT_MS naming what never happened. The
// ceiling is generous because a loaded 2-vCPU machine compiles a lazy chunk slowly; a passing test
// never waits that long, and the project's test timeout (vitest.config.ts) leaves room for it.
import { act } from 'react';

export const SPA_WAIT_MS = 15_000;

export async function waitFor<T>(
  find: () => T | null | undefined | false,
  what: string,
  ms = SPA_WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
  }
}
