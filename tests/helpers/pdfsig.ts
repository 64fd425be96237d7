// Poppler's command-line tools run on PDF bytes: pdfsig (signature check), pdftotext and pdfinfo.
// They are independent readers of what the seal writes. A missing tool fails with a clear message
// (the CI installs poppler-utils). Note that pdfsig exits 0 even for an invalid signature: read
// its output.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ToolOutput {
  stdout: string;
  stderr: string;
  status: number | null;
}

function run(tool: 'pdfsig' | 'pdftotext' | 'pdfinfo', pdf: Uint8Array, args: (file: string) => string[]) {
  const dir = mkdtempSync(join(tmpdir(), `cofre-${tool}-`));
  const file = join(dir, 'document.pdf');
  try {
    writeFileSync(file, pdf);
    const result = spawnSync(tool, args(file), { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (result.error) {
      if ((result.error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new Error(
          `${tool} was not found on PATH: install poppler-utils (apt-get install poppler-utils) to run the signing tests`,
        );
      throw result.error;
    }
    return { stdout: result.stdout, stderr: result.stderr, status: result.status };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** pdfsig's report (stdout and stderr together): "Signature is Valid.", "Digest Mismatch.", … */
export function pdfsig(pdf: Uint8Array): string {
  const out = run('pdfsig', pdf, (file) => [file]);
  return `${out.stdout}${out.stderr}`;
}

/** The text of the PDF in UTF-8, pages separated by form feeds. */
export function pdftotext(pdf: Uint8Array): string {
  return run('pdftotext', pdf, (file) => ['-enc', 'UTF-8', file, '-']).stdout;
}

/** pdfinfo's report; its stderr names any structural error poppler had to recover from. */
export function pdfinfo(pdf: Uint8Array): ToolOutput {
  return run('pdfinfo', pdf, (file) => [file]);
}
