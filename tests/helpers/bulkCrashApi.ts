// The API (server/main.ts) that kills itself with SIGKILL right after the BULK_CRASH_AFTER-th bulk
// line's document was made and committed, before its request is sent: a crash at the worst moment of
// a bulk send, for tests/api/bulk-crash.postgres.test.ts.
import { bulkRunnerHooks } from '../../server/modules/bulk/runner.js';

const crashAfter = Number(process.env.BULK_CRASH_AFTER ?? '5');
let made = 0;
bulkRunnerHooks.afterPrepare = () => {
  made += 1;
  if (made >= crashAfter) process.kill(process.pid, 'SIGKILL');
};

await import('../../server/main.js');
