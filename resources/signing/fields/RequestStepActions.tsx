// The buttons of "Solicitar assinaturas" around its fields step: how the draft is doing (and dropping
// it, on the signatories), "Cancelar" or "Voltar" (which keeps everything), "Próximo: posicionar
// campos" for a PDF, and the form's send button, which sends the signatories and the fields placed
// (none is fine) from either step.
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { DraftStatus } from './DraftStatus';
import { useEditorT } from './useEditorT';
import type { DraftState } from './useRequestDraft';

interface Props {
  step: 'signatories' | 'fields';
  /** The file has a fields step (a PDF whose pages were read). */
  hasFields: boolean;
  draft: { state: DraftState; exists: boolean; ready: boolean };
  busy: boolean;
  labels: { cancel: string; send: string };
  onCancel(): void;
  onBack(): void;
  onNext(): void;
  onDiscard(): void;
}

export function RequestStepActions({ step, hasFields, draft, busy, labels, ...on }: Props) {
  const { t } = useEditorT();
  return (
    <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
      <DraftStatus state={draft.state} />
      {step === 'signatories' && draft.exists && (
        <Button size="small" onClick={on.onDiscard} disabled={busy} data-testid="signing-draft-discard">
          {t('draft.discard')}
        </Button>
      )}
      <Box sx={{ flex: 1 }} />
      {step === 'fields' ? (
        <Button onClick={on.onBack} disabled={busy} data-testid="signing-back">
          {t('back')}
        </Button>
      ) : (
        <Button onClick={on.onCancel} disabled={busy}>
          {labels.cancel}
        </Button>
      )}
      {step === 'signatories' && hasFields && (
        <Button
          variant="outlined"
          onClick={on.onNext}
          disabled={busy || !draft.ready}
          data-testid="signing-next"
        >
          {t('next')}
        </Button>
      )}
      <Button
        type="submit"
        variant="contained"
        startIcon={<SendIcon />}
        disabled={busy || !draft.ready}
        data-testid="signing-send"
      >
        {labels.send}
      </Button>
    </DialogActions>
  );
}
