// The reference the front-end benches measure against: a bare react-admin hello-world (one
// resource, a ListGuesser, an in-memory data provider) built with the same vite and React plugin in
// the same run. bench/bundle-size.ts sums its JavaScript; bench/lighthouse.ts serves and audits it.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export const gzipSize = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;

/**
 * Builds the hello-world into `dir`/dist (the sources go to `dir`, which is emptied first) and
 * returns the dist folder.
 */
export async function buildBareAdmin(dir: string): Promise<string> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>react-admin</title></head>
<body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>`,
  );
  writeFileSync(
    join(dir, 'main.tsx'),
    `import { createRoot } from 'react-dom/client';
import { Admin, Resource, ListGuesser } from 'react-admin';
const dataProvider = { getList: async () => ({ data: [{ id: 1, title: 'Hello' }], total: 1 }) } as any;
createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} disableTelemetry><Resource name="posts" list={ListGuesser} /></Admin>,
);`,
  );
  const outDir = join(dir, 'dist');
  await build({ root: dir, logLevel: 'silent', plugins: [react()], build: { outDir } });
  return outDir;
}

/** The gzip size of every JavaScript file a build emitted (the hello-world loads all of them). */
export function totalJsGzip(distDir: string): number {
  const assets = join(distDir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSize(readFileSync(join(assets, f))), 0);
}
