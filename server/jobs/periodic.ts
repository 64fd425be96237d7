// A background pass run every interval (and once at start when asked), one at a time: a pass still
// running when the next is due is not doubled; a failed pass is logged and the next one runs.
import type { FastifyBaseLogger } from 'fastify';

export function startPeriodic(
  pass: () => Promise<unknown>,
  o: { intervalMs: number; atStart: boolean; log: Pick<FastifyBaseLogger, 'warn'>; failure: string },
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = pass()
      .catch((err) => o.log.warn({ err: err instanceof Error ? err.message : err }, o.failure))
      .finally(() => {
        running = null;
      });
  };
  if (o.atStart) run();
  const timer = o.intervalMs ? setInterval(run, o.intervalMs) : undefined;
  timer?.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
