// A background pass run every interval (and once at start when asked), one at a time: a pass still
// running when the next is due is not doubled; a failed pass is logged and the next one runs.
// `wake` asks for a pass now; asked while one runs, another follows it (what woke it is not missed).
import type { FastifyBaseLogger } from 'fastify';

export interface Periodic {
  (): Promise<void>;
  /** Runs a pass now (or right after the one running). */
  wake(): void;
}

export function startPeriodic(
  pass: () => Promise<unknown>,
  o: { intervalMs: number; atStart: boolean; log: Pick<FastifyBaseLogger, 'warn'>; failure: string },
): Periodic {
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const run = (woken = false) => {
    if (stopped) return;
    if (running) {
      again ||= woken;
      return;
    }
    running = pass()
      .catch((err) => o.log.warn({ err: err instanceof Error ? err.message : err }, o.failure))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  if (o.atStart) run();
  const timer = o.intervalMs ? setInterval(() => run(), o.intervalMs) : undefined;
  timer?.unref();
  const stop = async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
  return Object.assign(stop, { wake: () => run(true) });
}
