// Before the browser tests: Debian's Chromium must be there (installed when missing, as root),
// and the SPA must be built.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.js';

export default function globalSetup() {
  if (!existsSync(CHROMIUM_PATH)) {
    console.log('Chromium not found: installing Debian package chromium…');
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation',
      {
        stdio: 'inherit',
      },
    );
  }
  // E2E_DIST_DIR lets several builds live side by side (e.g. `vite build --outDir dist-b`).
  const dist = process.env.E2E_DIST_DIR ?? 'dist';
  if (!existsSync(`${dist}/index.html`)) execSync(`npx vite build --outDir ${dist}`, { stdio: 'inherit' });
}
