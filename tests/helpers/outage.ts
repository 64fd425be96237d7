// What the outage tests share: the 503 a client must get, cutting
// the API's connections, and a PostgreSQL server of the test's own (its own data folder and port)
// that the test may restart without disturbing the machine's server the other tests use.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { expect } from 'vitest';
import { freePort, type JsonResult } from './processes.js';

/** The answer a client gets while the database is out of reach: 503, a message, when to retry. */
export function expectUnavailable(res: JsonResult & { headers?: Headers }) {
  expect(res.status, res.text).toBe(503);
  expect(res.body).toEqual({
    message: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
  });
}

/** Ends every other session on the admin client's database (what a failover does to the API). */
export async function terminateBackends(admin: pg.Client): Promise<number> {
  const { rows } = await admin.query<{ cut: boolean }>(
    'select pg_terminate_backend(pid) as cut from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows.filter((r) => r.cut).length;
}

/** The newest PostgreSQL server binaries installed (Debian keeps them per major version). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(join(root, v, 'bin', 'pg_ctl'))) return join(root, v, 'bin');
  throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql (apt-get install postgresql)');
}

export interface OwnPostgres {
  url: string;
  /** pg_ctl restart -m fast: every connection is cut, the server is back when this resolves. */
  restart(): Promise<void>;
  stop(): void;
}

/**
 * A PostgreSQL server of the test's own: initdb in a temporary folder, started on a free port.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'cofre-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  const run = (tool: string, args: string[]) => execFileSync(...command(tool, args), { stdio: 'pipe' });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctlArgs = (...args: string[]) => ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', ...args];
  const ctl = (...args: string[]) => run('pg_ctl', ctlArgs(...args));
  ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // Asynchronous, so the test's own requests keep going while the server is down.
    restart: async () => {
      await promisify(execFile)(...command('pg_ctl', ctlArgs('restart', '-m', 'fast')));
    },
    stop() {
      try {
        ctl('stop', '-m', 'immediate');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
