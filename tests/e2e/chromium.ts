import { existsSync } from 'node:fs';

/**
 * Debian's Chromium. Its headless shell (package chromium-headless-shell: no browser UI, no GPU
 * process to feed) runs the suite about a quarter faster than the full browser on 2 vCPUs; the full
 * one (package chromium) is the fallback, and CHROMIUM_PATH picks another (e.g. to watch with --headed).
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** The flags this closed network needs (no background calls home). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
