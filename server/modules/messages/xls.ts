// The rows of an Excel 97–2003 workbook (.xls: BIFF8, or BIFF5 of Excel 5.0/95, in a Compound File),
// read by SheetJS on a worker thread (xlsWorker.mjs) started for each file: the library is loaded
// only when an .xls arrives, and its reading never holds the event loop. SheetJS reads shared strings
// in time that grows with the square of their size (a crafted 17 MB file took two minutes), so a
// read gets xlsLimits.readMs and xlsLimits.memoryMb (a 17 MB list of 50,000 rows × 20 columns needs
// 6 s and 768 MB), and XLS_READERS run at once (others wait); past its time or memory, or when
// SheetJS cannot read the file, 422 "invalid file". Of the sheets, only one may have cells (Excel
// 97–2003 put three in every new book): more, and it is the .xlsx's "only one sheet".
import { Worker } from 'node:worker_threads';
import { fieldError } from '../../http/errors.js';

/** How long and how much memory one .xls may take to read (tests shorten the time). */
export const xlsLimits = { readMs: 30_000, memoryMb: 1024 };

/** .xls files read at once; more wait their turn. */
const XLS_READERS = 2;

type WorkerAnswer = { rows: string[][]; sheets: number } | { error: 'invalid' };

let reading = 0;
const queue: (() => void)[] = [];

/** Waits for a reader; the function it gives frees it (for the next in the queue, if any). */
async function reader(): Promise<() => void> {
  if (reading < XLS_READERS) reading++;
  else await new Promise<void>((turn) => queue.push(turn));
  return () => {
    const next = queue.shift();
    if (next) next();
    else reading--;
  };
}

function readInWorker(bytes: Buffer): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    // A copy of its own, handed over to the worker (the upload's buffer may share its memory).
    const data = new Uint8Array(bytes);
    const worker = new Worker(new URL('./xlsWorker.mjs', import.meta.url), {
      workerData: data,
      transferList: [data.buffer],
      resourceLimits: { maxOldGenerationSizeMb: xlsLimits.memoryMb },
      // Plain JavaScript: without the TypeScript loader the server may run under, it starts faster.
      execArgv: [],
    });
    let settled = false;
    const settle = (answer: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      answer();
    };
    const timer = setTimeout(() => settle(() => resolve({ error: 'invalid' })), xlsLimits.readMs);
    worker.once('message', (answer: WorkerAnswer) => settle(() => resolve(answer)));
    worker.once('error', (err: Error & { code?: string }) =>
      settle(() =>
        // Out of memory is the file's doing; anything else (SheetJS missing) is the server's.
        err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve({ error: 'invalid' }) : reject(err),
      ),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`xls worker exited (${code})`))));
  });
}

/** The rows of an .xls's one sheet with cells; 422 when it cannot be read or more than one has cells. */
export async function xlsRows(bytes: Buffer): Promise<string[][]> {
  const done = await reader();
  let answer: WorkerAnswer;
  try {
    answer = await readInWorker(bytes);
  } finally {
    done();
  }
  if ('error' in answer) throw fieldError('file', 'messages.import_invalid');
  if (answer.sheets > 1) throw fieldError('file', 'messages.import_one_sheet');
  return answer.rows;
}
