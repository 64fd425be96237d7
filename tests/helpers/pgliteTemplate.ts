// A PGlite data folder with every migration applied, made once and copied into each test app's
// DATA_DIR. Creating a PGlite cluster runs initdb (about 3.5 s on a 2-vCPU machine); copying a
// ready one and opening it takes under 1 s, and the app's own migrate step then finds nothing to
// do. The folder is named after the migrations and PGlite's version, so a new migration (or a
// PGlite upgrade) makes a new template; several workers racing to make it each build their own
// and the first rename wins.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../../server/db/schema.js';

const root = join(import.meta.dirname, '..', '..');
const migrationsFolder = join(root, 'server', 'db', 'migrations');

function templateName(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]))
      .sort();
  for (const file of files(migrationsFolder))
    hash.update(file.slice(migrationsFolder.length)).update(readFileSync(file));
  return `cofre-pglite-template-${hash.digest('hex').slice(0, 16)}`;
}

let ready: Promise<string> | undefined;

/** The template folder's path, made on first use. */
export function pgliteTemplate(): Promise<string> {
  ready ??= (async () => {
    const target = join(tmpdir(), templateName());
    if (existsSync(join(target, 'PG_VERSION'))) return target;
    const staging = mkdtempSync(join(tmpdir(), 'cofre-pglite-staging-'));
    const dir = join(staging, 'data');
    const client = await PGlite.create(dir);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
    await client.close();
    try {
      renameSync(dir, target);
    } catch {
      // Another worker made it first: theirs is as good.
      if (!existsSync(join(target, 'PG_VERSION')))
        throw new Error(`could not make the PGlite template ${target}`);
    }
    rmSync(staging, { recursive: true, force: true });
    return target;
  })();
  return ready;
}

/** Copies the template into `dir` (which must not exist yet), ready for PGlite to open. */
export async function copyPgliteTemplate(dir: string): Promise<void> {
  cpSync(await pgliteTemplate(), dir, { recursive: true });
}
