// The dialog where a person adopts a signature or a rubrica: drawn on the pad, typed in the
// handwriting font, an uploaded PNG/JPEG or, signed in, the one saved in their profile. Full screen
// on a phone. The image goes up through the caller's `adopt` (the public signing page, the inbox, the
// profile); a refusal (413, 422) shows here and what the person made stays, to be fixed and sent
// again. Default export, so callers load it with lazy().
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type JSX, useId, useState } from 'react';
import type { MarkView } from '../../../common/schemas/signatureFields';
import type { MarkType } from '../../../common/signatureFields';
import { type FieldsTranslate, useFieldsT } from '../../pages/signing/useFieldsT';
import { firstMessage } from '../../providers/errorCatalogue';
import { HttpError } from '../../providers/http';
import { useFullScreenDialog } from '../useFullScreenDialog';
import { typedReady, useHandwriting } from './handwritingFont';
import { initialsOf } from './initials';
import { CanvasUnavailable } from './markPng';
import { drawingPng } from './paintStrokes';
import { SignaturePad } from './SignaturePad';
import { drawingProblem, padAspect, type Stroke } from './strokes';
import { TypedMark } from './TypedMark';
import { HandwritingUnavailable, typedPng } from './typedImage';
import { UploadMark } from './UploadMark';

export type MarkOrigin = 'desenho' | 'digitada' | 'imagem';

export interface AdoptMarkDialogProps {
  open: boolean;
  tipo: MarkType;
  /** The signer's name: prefills the typed mark. */
  nome: string;
  /** Uploads the chosen image; resolves with the stored mark or rejects with the HttpError (shown in the dialog). */
  adopt(image: Blob, origem: MarkOrigin, saveToProfile: boolean): Promise<MarkView>;
  /** Present when the signed-in user has a saved mark of this type: adopts it. */
  adoptSaved?: () => Promise<MarkView>;
  /** Offer "Salvar no meu perfil" (signed in only). */
  canSaveToProfile?: boolean;
  onClose(): void;
  /** The mark is stored; the caller closes the dialog (open = false). */
  onAdopted(mark: MarkView): void;
}

/** The ways to make a mark, in the order of the tabs ('saved' only when the profile has one). */
type Method = 'saved' | 'draw' | 'type' | 'upload';
const ORIGIN: Record<Exclude<Method, 'saved'>, MarkOrigin> = {
  draw: 'desenho',
  type: 'digitada',
  upload: 'imagem',
};

/** What the dialog says of a failed adoption: the server's refusal, a blocked canvas, or a retry. */
function failure(err: unknown, t: FieldsTranslate): string {
  if (err instanceof CanvasUnavailable) return t('marks.dialog.canvas_blocked');
  if (err instanceof HandwritingUnavailable) return t('marks.typed.font_failed');
  if (err instanceof HttpError && err.status >= 400 && err.status < 500)
    return firstMessage(err.body) ?? t('marks.dialog.failed');
  return t('marks.dialog.failed');
}

export default function AdoptMarkDialog(props: AdoptMarkDialogProps): JSX.Element {
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={props.open}
      // Escape or "Cancelar" close it; a stray click beside it does not throw a drawing away.
      onClose={(_e, reason) => !busy && reason !== 'backdropClick' && props.onClose()}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid="adopt-mark-dialog"
    >
      {/* Mounted while open: every opening starts afresh (the name, an empty pad). */}
      <AdoptMarkForm {...props} phone={fullScreen} titleId={titleId} busy={busy} setBusy={setBusy} />
    </Dialog>
  );
}

function AdoptMarkForm({
  tipo,
  nome,
  adopt,
  adoptSaved,
  canSaveToProfile,
  onClose,
  onAdopted,
  phone,
  titleId,
  busy,
  setBusy,
}: AdoptMarkDialogProps & { phone: boolean; titleId: string; busy: boolean; setBusy(busy: boolean): void }) {
  const { t } = useFieldsT();
  const baseId = useId();
  const methods: Method[] = adoptSaved ? ['saved', 'draw', 'type', 'upload'] : ['draw', 'type', 'upload'];
  const [method, setMethod] = useState<Method>(methods[0] ?? 'draw');
  // The pad's shape for this opening: taller on a phone held upright; kept if it turns.
  const [aspect] = useState(() => padAspect(tipo, phone && window.innerHeight > window.innerWidth));
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [text, setText] = useState(() => (tipo === 'rubrica' ? initialsOf(nome) : nome.trim()));
  const [file, setFile] = useState<File | null>(null);
  const [save, setSave] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const font = useHandwriting(method === 'type', text);

  const image = (): Promise<Blob> =>
    method === 'draw'
      ? drawingPng(strokes, aspect)
      : method === 'type'
        ? typedPng(text)
        : Promise.resolve(file as File);

  const submit = async () => {
    setError(null);
    const problem = method === 'draw' ? drawingProblem(strokes) : null;
    if (problem) return setError(t(`marks.pad.${problem}.${tipo}`));
    setBusy(true);
    try {
      const mark =
        method === 'saved' && adoptSaved
          ? await adoptSaved()
          : await adopt(await image(), ORIGIN[method as Exclude<Method, 'saved'>], save);
      onAdopted(mark);
    } catch (err) {
      setError(failure(err, t));
    } finally {
      setBusy(false);
    }
  };

  const ready = method === 'type' ? typedReady(font, text) : method === 'upload' ? file !== null : true;
  const tabId = (m: Method) => `${baseId}-tab-${m}`;
  const panelId = (m: Method) => `${baseId}-panel-${m}`;

  return (
    <>
      <DialogTitle id={titleId}>{t(`marks.dialog.title.${tipo}`)}</DialogTitle>
      <Tabs
        value={method}
        onChange={(_e, m: Method) => {
          setMethod(m);
          setError(null);
        }}
        aria-label={t('marks.dialog.methods')}
        variant="fullWidth"
        sx={{ px: { xs: 1, sm: 3 }, borderBottom: 1, borderColor: 'divider' }}
      >
        {methods.map((m) => (
          <Tab
            key={m}
            value={m}
            label={t(`marks.dialog.tabs.${m}`)}
            id={tabId(m)}
            aria-controls={panelId(m)}
            disabled={busy}
            sx={{ minWidth: 0, px: 1 }}
          />
        ))}
      </Tabs>
      <DialogContent sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
        <div role="tabpanel" id={panelId(method)} aria-labelledby={tabId(method)}>
          {method === 'saved' && (
            <Typography sx={{ py: 2 }}>{t(`marks.dialog.saved_hint.${tipo}`)}</Typography>
          )}
          {method === 'draw' && (
            <SignaturePad
              tipo={tipo}
              aspect={aspect}
              strokes={strokes}
              onChange={(next) => {
                setStrokes(next);
                setError(null);
              }}
              disabled={busy}
            />
          )}
          {method === 'type' && (
            <TypedMark tipo={tipo} value={text} onChange={setText} font={font} disabled={busy} />
          )}
          {method === 'upload' && <UploadMark file={file} onChange={setFile} disabled={busy} />}
        </div>
        {canSaveToProfile && method !== 'saved' && (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={save} onChange={(e) => setSave(e.target.checked)} disabled={busy} />}
            label={t('marks.dialog.save_to_profile')}
          />
        )}
      </DialogContent>
      {/* Outside the scrolling content: seen at once, even below a tall pad on a phone. */}
      {error && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mx: { xs: 2, sm: 3 }, mt: 1 }}
          data-testid="adopt-mark-error"
        >
          {error}
        </Alert>
      )}
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('marks.dialog.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={busy || !ready}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('marks.dialog.adopt')}
        </Button>
      </DialogActions>
    </>
  );
}
