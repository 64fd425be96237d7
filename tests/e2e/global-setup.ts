// Before the browser tests: Debian's Chromium must be there (installed when missing, as root), the SPA must be built, and the migrated PGlite template the workers' apps
// copy is made once here rather than by both workers at once.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { pgliteTemplate } from '../helpers/pgliteTemplate.js';
import { CHROMIUM_PATH } from './chromium.js';

export default async function globalSetup() {
  const pkg = basename(CHROMIUM_PATH);
  if (!existsSync(CHROMIUM_PATH) && (pkg === 'chromium' || pkg === 'chromium-headless-shell')) {
    console.log(`Chromium not found: installing Debian package ${pkg}…`);
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg} fonts-liberation`,
      {
        stdio: 'inherit',
      },
    );
  }
  // E2E_DIST_DIR lets several builds live side by side (e.g. `vite build --outDir dist-b`).
  const dist = process.env.E2E_DIST_DIR ?? 'dist';
  if (!existsSync(`${dist}/index.html`)) execSync(`npx vite build --outDir ${dist}`, { stdio: 'inherit' });
  await pgliteTemplate();
}
