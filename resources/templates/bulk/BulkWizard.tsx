// A new bulk send: the sheet picked and read by the API, its columns mapped (each change previews
// again, the answer to the latest change winning), the folder, and "Enviar N documentos", which
// starts the job and opens it. A refused sheet says why under the picker; nothing chosen is lost.
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { type BulkMapping, type BulkPreview, type BulkView, bulkApi } from '../../../src/providers/bulkApi';
import { HttpError } from '../../../src/providers/http';
import type { TemplateDetails } from '../../../src/providers/templatesApi';
import { type FolderChoice, FolderPicker } from '../FolderPicker';
import { useTemplatesT } from '../useTemplatesT';
import { MappingFields } from './MappingFields';
import { PreviewTable } from './PreviewTable';
import { SheetPicker } from './SheetPicker';
import { bulkTargets } from './targets';

/** The refusals shown beside the form (the rest go through the HTTP layer's toast). */
const SHOWN = [403, 404, 409, 422];

export function BulkWizard({
  template,
  onStarted,
}: {
  template: TemplateDetails;
  onStarted(job: BulkView): void;
}) {
  const { t, text } = useTemplatesT();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [mapping, setMapping] = useState<BulkMapping>({});
  const [folder, setFolder] = useState<FolderChoice>({ id: null, nome: null });
  const [reading, setReading] = useState(false);
  const [updating, setUpdating] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The latest preview asked for: an older answer arriving later is dropped. */
  const asked = useRef(0);
  const targets = bulkTargets(template.definicao);

  const read = async (sheet: File, chosen?: BulkMapping) => {
    const n = ++asked.current;
    if (chosen) setUpdating(true);
    else setReading(true);
    try {
      const answer = await bulkApi.preview(template.id, sheet, chosen, SHOWN);
      if (n !== asked.current) return;
      setFile(sheet);
      setPreview(answer);
      setMapping(answer.mapeamento);
      setError(null);
    } catch (err) {
      if (n !== asked.current) return;
      if (err instanceof HttpError && SHOWN.includes(err.status)) setError(text(err.message));
      if (!chosen) {
        setFile(null);
        setPreview(null);
      }
    } finally {
      if (n === asked.current) {
        setReading(false);
        setUpdating(false);
      }
    }
  };

  const remap = (target: string, column: string) => {
    const next = { ...mapping };
    if (column) next[target] = column;
    else delete next[target];
    setMapping(next);
    if (file) void read(file, next);
  };

  const valid = preview ? preview.total - preview.invalidas : 0;
  const send = async () => {
    if (!file || sending) return;
    setSending(true);
    try {
      const started = await bulkApi.start(template.id, file, mapping, folder.id, SHOWN);
      notify(started.message, { type: 'success' });
      onStarted(started.data);
    } catch (err) {
      if (err instanceof HttpError && SHOWN.includes(err.status)) setError(text(err.message));
      setSending(false);
    }
  };

  const busy = reading || sending;
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }} data-testid="bulk-wizard">
      <SheetPicker
        definition={template.definicao}
        chosen={
          preview ? t('bulk.sheet.chosen', { nome: preview.planilha, smart_count: preview.total }) : null
        }
        error={error}
        busy={reading}
        onPick={(sheet) => void read(sheet)}
      />
      {preview && (
        <>
          <MappingFields
            targets={targets}
            columns={preview.colunas}
            mapping={mapping}
            disabled={busy}
            onChange={remap}
          />
          <PreviewTable
            preview={preview}
            roles={template.definicao.papeis.map((p) => p.nome)}
            updating={updating}
          />
          <FolderPicker value={folder} disabled={busy} onChange={setFolder} />
          {valid === 0 && <Alert severity="error">{t('bulk.nothing')}</Alert>}
          <Box>
            <Button
              variant="contained"
              startIcon={<SendIcon />}
              disabled={busy || updating || valid === 0 || template.arquivado}
              onClick={() => void send()}
              data-testid="bulk-send"
            >
              {t('bulk.send', { smart_count: valid })}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
