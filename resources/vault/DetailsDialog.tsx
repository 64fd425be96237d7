// A file's details: size, type, SHA-256 (with a copy button), who sent it, dates, status, how far
// its signing has gone and whether its event chain is intact.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import { formatDateTime } from '../../src/providers/format';
import { type FileDetails, type FileView, vaultApi } from '../../src/providers/vaultApi';
import { SigningSummary } from '../signing/SigningSummary';
import { formatBytes, languageOf } from './bytes';
import { ChainStatus } from './ChainStatus';
import { FileStatusChip } from './FileStatusChip';
import '../signing/messages';

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

export function DetailsDialog({ file, onClose }: { file: FileView; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const lang = languageOf(useLocale());
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const [details, setDetails] = useState<FileDetails | null>(null);

  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    let live = true;
    vaultApi.details(file.id).then(
      (d) => live && setDetails(d),
      () => live && close.current(),
    );
    return () => {
      live = false;
    };
  }, [file.id]);

  const f = details ?? file;
  const field = (name: string) => translate(`resources.vault.fields.${name}`);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(f.sha256);
      notify('app.copied', { type: 'info' });
    } catch {
      notify('resources.vault.details.copy_failed', { type: 'warning' });
    }
  };
  return (
    <Dialog open fullScreen={fullScreen} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('resources.vault.details.title')}</DialogTitle>
      <DialogContent dividers>
        {!details && <LinearProgress sx={{ mb: 2 }} />}
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 1, m: 0 }}
        >
          <Row label={field('nome')}>{f.nome}</Row>
          <Row label={field('pasta')}>{f.pasta_nome ?? translate('resources.vault.root')}</Row>
          <Row label={field('tamanho')}>
            {translate('resources.vault.details.size', {
              size: formatBytes(f.tamanho, lang),
              bytes: f.tamanho.toLocaleString(lang === 'en' ? 'en-US' : 'pt-BR'),
            })}
          </Row>
          <Row label={field('mime')}>{f.extensao ? `${f.mime} (.${f.extensao})` : f.mime}</Row>
          <Row label={field('sha256')}>
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>
              {f.sha256}
            </Box>
            <IconButton size="small" onClick={copy} aria-label={translate('resources.vault.details.copy')}>
              <ContentCopyIcon fontSize="inherit" />
            </IconButton>
          </Row>
          <Row label={field('uploaded_by')}>{f.uploaded_by?.nome ?? '—'}</Row>
          <Row label={field('created_at')}>{formatDateTime(f.created_at, lang)}</Row>
          <Row label={field('updated_at')}>{f.updated_at ? formatDateTime(f.updated_at, lang) : '—'}</Row>
          <Row label={field('status')}>
            <FileStatusChip status={f.status} />
          </Row>
          <Row label={field('signatures')}>
            <SigningSummary fileId={f.id} status={f.status} />
          </Row>
          <Row label={field('chain')}>{details ? <ChainStatus chain={details.chain} /> : '…'}</Row>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
