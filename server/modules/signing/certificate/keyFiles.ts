// Keeping generated keys and certificates on disk (the sealing CA under DATA_DIR/signing, the local
// trust root and TSA under DATA_DIR/trust): atomic writes, pairs that must exist together, and PEM
// with LF line ends.
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';
import { unixPem } from './x509.js';

const { pki } = forge;

/**
 * Writes beside the targets and then renames them one after the other, so a crash never leaves
 * half a file (and leaves a pair out of step only between two renames).
 */
export function writeAtomic(...files: { path: string; data: string | Uint8Array; mode: number }[]) {
  const tmp = (path: string) => `${path}.${process.pid}.tmp`;
  for (const f of files) writeFileSync(tmp(f.path), f.data, { mode: f.mode });
  for (const f of files) renameSync(tmp(f.path), f.path);
}

/** Both files there: true; neither: false; only one: a damaged store that must not be overwritten. */
export function pairExists(dir: string, a: string, b: string): boolean {
  const hasA = existsSync(join(dir, a));
  const hasB = existsSync(join(dir, b));
  if (hasA !== hasB) throw new Error(`${join(dir, hasA ? b : a)} is missing while ${hasA ? a : b} exists`);
  return hasA;
}

export const certPem = (cert: forge.pki.Certificate) => unixPem(pki.certificateToPem(cert));
export const keyPem = (key: forge.pki.rsa.PrivateKey) => unixPem(pki.privateKeyToPem(key));
