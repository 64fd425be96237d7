// "Assinaturas" of a file already sent: the process (status, who asked, when, the message, in order
// or not, its deadline and automatic reminders), each signatory and where they stand, and the owner's
// actions: send a link again, remove a signatory, set or move the deadline, cancel the process (with
// a reason); once completed, the sealed PDF, the public verification link and the seal's timestamp
// (its PAdES level, or that it is still owed). A denied, cancelled or expired process can be sent
// again (a new round, prefilled with its signatories); the earlier rounds are listed below. How each
// message to a signatory went (e-mail, WhatsApp receipts) is read again whenever the server says one
// of this file's moved (live event signing_delivery).
import BlockIcon from '@mui/icons-material/Block';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import EventIcon from '@mui/icons-material/Event';
import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useGetIdentity, useLocale, useNotify, useTranslate } from 'react-admin';
import { isResendable, usesEmail, usesWhatsapp } from '../../common/signing';
import { saveLink } from '../../src/components/download';
import { maskPhone } from '../../src/components/masks';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import { deadlineDay } from '../../src/pages/signing/dates';
import { formatDateTime } from '../../src/providers/format';
import { useRealtime, useRealtimeReconnect } from '../../src/providers/realtime';
import { type SignatoryView, type SigningProcess, signingApi } from '../../src/providers/signingApi';
import type { FileView } from '../../src/providers/vaultApi';
import { languageOf } from '../vault/bytes';
import { FileStatusChip } from '../vault/FileStatusChip';
import { DeadlineDialog } from './DeadlineDialog';
import { EarlierRounds } from './EarlierRounds';
import { ReasonDialog } from './ReasonDialog';
import { RequestSignaturesDialog } from './RequestSignaturesDialog';
import { SignatoryItem } from './SignatoryItem';
import { TimestampChip, TimestampPending } from './TimestampState';
import { useDeadlineT } from './useDeadlineT';
import { useRoundsT } from './useRoundsT';

export interface SigningPermissions {
  /** signing.request: send a link again, send a denied, cancelled or expired process again. */
  request: boolean;
  /** signing.manage: remove a signatory, cancel any process. */
  manage: boolean;
}

interface Props {
  /** With its MIME type when known (a PDF sent again offers its fields step without asking). */
  file: Pick<FileView, 'id' | 'nome'> & Partial<Pick<FileView, 'mime'>>;
  permissions: SigningPermissions;
  onClose(): void;
  /** The file's status may have changed (cancelled, a removal completed it…). */
  onChanged(): void;
}

type Asking =
  | { kind: 'cancel' }
  | { kind: 'deadline' }
  | { kind: 'sendAgain' }
  | { kind: 'remove'; signatory: SignatoryView }
  | null;

/** Where a signatory's messages go: their e-mail and/or their WhatsApp number, by their channel. */
const contactOf = (s: SignatoryView) =>
  [usesEmail(s.canal) && s.email, usesWhatsapp(s.canal) && s.phone && maskPhone(s.phone)]
    .filter(Boolean)
    .join(', ') ||
  s.email ||
  '';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </>
  );
}

export function SigningProcessDialog({ file, permissions, onClose, onChanged }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const lang = languageOf(useLocale());
  const { identity } = useGetIdentity();
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const [process, setProcess] = useState<SigningProcess | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const close = useRef(onClose);
  close.current = onClose;
  const { t: dt } = useDeadlineT();
  const rt = useRoundsT();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`resources.signing.process.${key}`, args);
  const date = (value: string | null) => (value ? formatDateTime(value, lang) : '—');

  useEffect(() => {
    let live = true;
    signingApi.process(file.id).then(
      (p) => live && setProcess(p),
      () => live && close.current(),
    );
    return () => {
      live = false;
    };
  }, [file.id]);

  /** Reads the process again, quietly: a message moved, or live events may have been missed. */
  const reload = () => {
    signingApi.process(file.id, 'all').then(setProcess, () => undefined);
  };
  useRealtime('signing_delivery', (e) => {
    if (e.arquivo_id === file.id) reload();
  });
  useRealtimeReconnect(reload);

  const remind = async (s: SignatoryView) => {
    setBusy(true);
    try {
      const updated = await signingApi.remind(file.id, s.id);
      setProcess(
        (p) => p && { ...p, signatarios: p.signatarios.map((x) => (x.id === updated.id ? updated : x)) },
      );
      notify('resources.signing.process.reminded', {
        type: 'success',
        messageArgs: { to: contactOf(updated) },
      });
    } catch {
      // Shown by the HTTP client (e.g. 429: wait before sending again).
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    if (!process) return;
    try {
      const { url, nome } = await signingApi.fileUrl(file.id, {
        disposition: 'attachment',
        versao: 'assinado',
      });
      saveLink(url, nome);
    } catch {
      // Shown by the HTTP client.
    }
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify('app.copied', { type: 'info' });
    } catch {
      notify('resources.signing.process.copy_failed', { type: 'warning' });
    }
  };

  const waiting = process?.status === 'waiting';
  const requester = identity !== undefined && process?.solicitante?.id === identity.id;
  /** Cancel, and set or move the deadline: the requester, or whoever manages signing. */
  const canCancel = waiting && (permissions.manage || requester);
  const active = process?.signatarios.filter((s) => s.status !== 'removed') ?? [];
  const canRemove = Boolean(waiting && permissions.manage && active.length > 1);
  const canSendAgain = Boolean(process && permissions.request && isResendable(process.status));

  const closed = (message: string) => (updated: SigningProcess) => {
    setAsking(null);
    setProcess(updated);
    notify(message, { type: 'success' });
    onChanged();
  };
  const reasonDialog = () => {
    if (!asking || !process) return null;
    if (asking.kind === 'deadline')
      return (
        <DeadlineDialog
          process={process}
          onClose={() => setAsking(null)}
          onDone={(updated) => {
            setAsking(null);
            setProcess(updated);
            notify(dt('dialog.saved', { date: deadlineDay(updated.prazo, lang) }), { type: 'success' });
          }}
        />
      );
    if (asking.kind === 'sendAgain')
      return (
        <RequestSignaturesDialog
          file={file}
          previous={process}
          onClose={() => setAsking(null)}
          onSent={(updated) => {
            setAsking(null);
            setProcess(updated);
            onChanged();
          }}
        />
      );
    if (asking.kind === 'cancel')
      return (
        <ReasonDialog
          title={t('cancel_title')}
          text={t('cancel_text', { name: process.nome })}
          confirm={t('cancel')}
          run={(motivo) => signingApi.cancel(file.id, motivo, [422])}
          onClose={() => setAsking(null)}
          onDone={closed('resources.signing.process.cancelled')}
        />
      );
    const who = asking.signatory;
    return (
      <ReasonDialog
        title={t('remove_title')}
        text={t('remove_text', { name: who.nome, contact: contactOf(who) })}
        confirm={t('remove')}
        run={(motivo) => signingApi.removeSignatory(file.id, who.id, motivo, [422])}
        onClose={() => setAsking(null)}
        onDone={closed('resources.signing.process.removed')}
      />
    );
  };

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="md"
        fullScreen={fullScreen}
        data-testid="signing-process-dialog"
      >
        <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
          {t('title', { name: process?.nome ?? file.nome })}
        </DialogTitle>
        <DialogContent dividers>
          {!process ? (
            <LinearProgress />
          ) : process.signatarios.length === 0 ? (
            <Typography>{t('none')}</Typography>
          ) : (
            <>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 1, m: 0 }}
              >
                <Row label={t('status')}>
                  <FileStatusChip status={process.status} />
                </Row>
                <Row label={t('requester')}>{process.solicitante?.nome ?? '—'}</Row>
                <Row label={t('sent_at')}>{date(process.enviado_em)}</Row>
                <Row label={t('mode')}>{t(process.sequencial ? 'sequential' : 'parallel')}</Row>
                {process.mensagem && <Row label={t('message')}>{process.mensagem}</Row>}
                {process.concluido_em && <Row label={t('completed_at')}>{date(process.concluido_em)}</Row>}
                {process.prazo && (
                  <Row label={dt('process.prazo')}>
                    <span data-testid="signing-deadline-value">
                      {dt('process.prazo_value', { date: deadlineDay(process.prazo, lang) })}
                    </span>
                  </Row>
                )}
                {process.lembrete_dias ? (
                  <Row label={dt('process.lembrete')}>
                    {dt('lembrete_every', { smart_count: process.lembrete_dias })}
                  </Row>
                ) : null}
                {process.expirado_em ? (
                  <Row label={dt('process.expired_at')}>
                    <span data-testid="signing-expired-at">{date(process.expirado_em)}</span>
                  </Row>
                ) : (
                  process.encerrado_em && <Row label={t('closed_at')}>{date(process.encerrado_em)}</Row>
                )}
                {process.motivo && <Row label={t('closed_reason')}>{process.motivo}</Row>}
              </Box>
              {process.status === 'completed' && (
                <Alert severity="success" sx={{ mt: 2 }} icon={false}>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                    {(process.tem_assinado || process.tem_certificado) && (
                      <Button
                        variant="contained"
                        color="success"
                        startIcon={<DownloadIcon />}
                        onClick={download}
                        data-testid="signing-download-signed"
                      >
                        {t('download_signed')}
                      </Button>
                    )}
                    {process.verificacao_url && (
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
                        <Typography variant="body2">{t('verification')}</Typography>
                        <Link
                          href={process.verificacao_url}
                          target="_blank"
                          rel="noopener"
                          variant="body2"
                          sx={{ wordBreak: 'break-all' }}
                          data-testid="signing-verification-link"
                        >
                          {process.verificacao_url}
                        </Link>
                        <IconButton
                          size="small"
                          aria-label={t('copy_link')}
                          onClick={() => copy(process.verificacao_url ?? '')}
                          data-testid="signing-copy-link"
                        >
                          <ContentCopyIcon fontSize="inherit" />
                        </IconButton>
                      </Box>
                    )}
                    <TimestampChip carimbo={process.carimbo} nivel_pades={process.nivel_pades} />
                  </Box>
                </Alert>
              )}
              <TimestampPending carimbo={process.carimbo} />
              <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
                {t('signatories')}
              </Typography>
              <Box component="ol" sx={{ m: 0, p: 0 }}>
                {process.signatarios.map((s) => (
                  <SignatoryItem
                    key={s.id}
                    signatory={s}
                    sequential={process.sequencial}
                    open={waiting}
                    canRemind={permissions.request}
                    canRemove={canRemove}
                    busy={busy}
                    onRemind={() => void remind(s)}
                    onRemove={() => setAsking({ kind: 'remove', signatory: s })}
                  />
                ))}
              </Box>
              <EarlierRounds rounds={process.rodadas_anteriores ?? []} />
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          {canCancel && process && (
            <Button
              startIcon={<EventIcon />}
              onClick={() => setAsking({ kind: 'deadline' })}
              disabled={busy}
              data-testid="signing-deadline"
            >
              {dt(process.prazo ? 'dialog.extend' : 'dialog.set')}
            </Button>
          )}
          {canCancel && (
            <Button
              color="warning"
              startIcon={<BlockIcon />}
              onClick={() => setAsking({ kind: 'cancel' })}
              disabled={busy}
              data-testid="signing-cancel"
            >
              {t('cancel')}
            </Button>
          )}
          {canSendAgain && (
            <Button
              variant="contained"
              startIcon={<ReplayIcon />}
              onClick={() => setAsking({ kind: 'sendAgain' })}
              disabled={busy}
              data-testid="signing-send-again"
            >
              {rt('send_again')}
            </Button>
          )}
          <Box sx={{ flex: 1 }} />
          <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
      {reasonDialog()}
    </>
  );
}
