// Look at a file without downloading it: images inline and PDFs page by page (the viewer loads
// only now), through a short-lived signed link; other kinds offer the download, which for a completed
// file is its sealed PDF ("Baixar assinado"). The dialog's content is a named region the keyboard can
// focus and scroll.
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import { type FileView, vaultApi } from '../../src/providers/vaultApi';
import { mainDownloadLabel } from './fileDownload';

const PdfViewer = lazy(() => import('./PdfViewer').then((m) => ({ default: m.PdfViewer })));

export const previewKind = (mime: string): 'image' | 'pdf' | null =>
  mime === 'application/pdf' ? 'pdf' : mime.startsWith('image/') ? 'image' : null;

interface Props {
  file: FileView;
  onClose(): void;
  onDownload(file: FileView): void;
}

export function PreviewDialog({ file, onClose, onDownload }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const kind = previewKind(file.mime);
  const [url, setUrl] = useState<string | null>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!kind) return;
    let live = true;
    vaultApi.fileUrl(file.id, 'inline').then(
      (r) => live && setUrl(r.url),
      () => live && close.current(),
    );
    return () => {
      live = false;
    };
  }, [file.id, kind]);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
        {file.nome}
      </DialogTitle>
      <DialogContent
        dividers
        role="region"
        aria-label={translate('resources.vault.preview.region', { name: file.nome })}
        tabIndex={0}
        data-testid="preview-region"
      >
        {!kind && <Alert severity="info">{translate('resources.vault.preview.unavailable')}</Alert>}
        {kind && !url && <LinearProgress />}
        {kind === 'image' && url && (
          <Box
            component="img"
            src={url}
            alt={file.nome}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto' }}
          />
        )}
        {kind === 'pdf' && url && (
          <Suspense fallback={<LinearProgress />}>
            <PdfViewer url={url} />
          </Suspense>
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<DownloadIcon />} onClick={() => onDownload(file)}>
          {translate(`resources.vault.menu.${mainDownloadLabel(file)}`)}
        </Button>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
