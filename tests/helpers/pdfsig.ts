// Poppler's command-line tools run on PDF bytes: pdfsig (signature check), pdftotext, pdfinfo and
// pdftoppm (a page as an image).
// They are independent readers of what the seal writes. A missing tool fails with a clear message
// (the CI installs poppler-utils). Note that pdfsig exits 0 even for an invalid signature: read
// its output.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ToolOutput {
  stdout: string;
  stderr: string;
  status: number | null;
}

function run(
  tool: 'pdfsig' | 'pdftotext' | 'pdfinfo' | 'pdftoppm',
  pdf: Uint8Array,
  args: (file: string) => string[],
  output?: string,
) {
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
    return {
      stdout: result.stdout,
      stderr: result.stderr,
      status: result.status,
      file: output ? readFileSync(join(dir, output)) : null,
    };
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

/**
 * One page (from 1) drawn in grey at `dpi` as a reader would see it, as RGBA pixels (what image
 * decoders such as a QR reader take). pdftoppm writes a binary PGM, read here without a library.
 */
export function pageImage(pdf: Uint8Array, page: number, dpi = 150) {
  const out = run(
    'pdftoppm',
    pdf,
    (file) => [
      '-gray',
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      file,
      join(file, '..', 'page'),
    ],
    'page.pgm',
  );
  if (!out.file) throw new Error(`pdftoppm drew nothing: ${out.stderr}`);
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(out.file.toString('latin1', 0, 40));
  if (!header) throw new Error('pdftoppm wrote no 8-bit PGM');
  const [width, height] = [Number(header[1]), Number(header[2])];
  const grey = out.file.subarray(header[0].length);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const v = grey[i] ?? 255;
    data.set([v, v, v, 255], i * 4);
  }
  return { width, height, data };
}
