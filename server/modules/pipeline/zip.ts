// "Baixar assinados (.zip)": the sealed PDFs of the selected completed processes in one zip, each
// named as the vault names its signed download ("Contrato (assinado).pdf"), unique inside the zip.
// A process without a sealed PDF is left out and named in LEIA-ME.txt with why. Each document put
// in the zip records its download, as the vault's own link does — once the zip is whole.
import { promisify } from 'node:util';
import { type AsyncZippable, strToU8, zip } from 'fflate';
import type { Language } from '../../../common/constants.js';
import { translate } from '../../../i18n/api/index.js';
import { BlobNotFoundError, readBlob } from '../../adapters/blob/store.js';
import type { AppContext } from '../../context.js';
import type { FileRow } from '../../db/queries/files.js';
import { pipelineTargets } from '../../db/queries/pipeline.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../http/errors.js';
import { sealedName } from '../vault/downloads.js';
import { appendFileEvent } from '../vault/events.js';
import { eventActor } from '../vault/files.js';
import type { VaultActor } from '../vault/scope.js';

export const ZIP_NAME = 'documentos-assinados.zip';
export const README_NAME = 'LEIA-ME.txt';

// PDFs are compressed already: stored as they are, the zip costs no CPU to build.
const zipAsync = promisify(zip) as (data: AsyncZippable, opts: { level: 0 }) => Promise<Uint8Array>;

/** `name`, or "name (2).pdf", "name (3).pdf"… when the zip already holds it (in any case). */
function uniqueName(name: string, taken: Set<string>): string {
  const safe = name.replace(/[/\\]/g, '_');
  const dot = safe.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
  let candidate = safe;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

const readme = (lang: Language, left: { nome: string; motivo: string }[]) =>
  [translate(lang, 'pipeline.zip_readme'), '', ...left.map((l) => `- ${l.nome}: ${l.motivo}`), ''].join(
    '\r\n',
  );

/** The sealed PDF's bytes, or why the process has none to give. */
async function sealedBytes(
  ctx: AppContext,
  file: FileRow,
): Promise<Uint8Array | 'not_completed' | 'missing'> {
  if (file.status !== 'completed') return 'not_completed';
  if (file.seladoBlobKey === null) return 'missing';
  try {
    return await readBlob(ctx.blobs, file.seladoBlobKey);
  } catch (err) {
    if (err instanceof BlobNotFoundError) return 'missing';
    throw err;
  }
}

/** POST /api/processos/zip: the zip's bytes; 422 when none of the selected has a sealed PDF. */
export async function sealedZip(
  ctx: AppContext,
  actor: VaultActor,
  ids: number[],
  lang: Language,
): Promise<Uint8Array> {
  const unique = [...new Set(ids)];
  const files = await pipelineTargets(ctx.db, actor.empresaId, unique);
  const found = new Set(files.map((f) => f.id));
  const left = unique
    .filter((id) => !found.has(id))
    .map((id) => ({ nome: `#${id}`, motivo: translate(lang, 'pipeline.not_found') }));
  const entries: AsyncZippable = {};
  const taken = new Set<string>();
  const included: FileRow[] = [];
  for (const file of files) {
    const bytes = await sealedBytes(ctx, file);
    if (typeof bytes === 'string') {
      const key = bytes === 'not_completed' ? 'pipeline.zip_not_completed' : 'signing.no_sealed';
      left.push({ nome: file.nome, motivo: translate(lang, key) });
      continue;
    }
    entries[uniqueName(sealedName(file, lang), taken)] = bytes;
    included.push(file);
  }
  if (included.length === 0) throw new HttpError(422, 'pipeline.zip_none');
  if (left.length) entries[README_NAME] = strToU8(readme(lang, left));
  const bytes = await zipAsync(entries, { level: 0 });
  await inTransaction(ctx.db, async (tx) => {
    for (const file of included)
      await appendFileEvent(tx, {
        arquivoId: file.id,
        empresaId: actor.empresaId,
        acao: 'downloaded',
        actor: eventActor(actor),
        dados: { versao: 'assinado' },
      });
  });
  return bytes;
}
