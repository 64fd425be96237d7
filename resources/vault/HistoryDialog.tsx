// A file's history: each event with its action, who (and with which API key), when, from which IP
// and browser, what it changed, and whether the hash chain over the events is intact.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import { formatDateTime } from '../../src/providers/format';
import { type ChainReport, type EventView, type FileView, vaultApi } from '../../src/providers/vaultApi';
import { ViaKeyChip } from './AuditCells';
import { formatBytes, languageOf } from './bytes';
import { ChainStatus } from './ChainStatus';
import { eventDetails } from './eventDetails';

function EventItem({ event }: { event: EventView }) {
  const translate = useTranslate();
  const lang = languageOf(useLocale());
  const root = translate('resources.vault.root');
  const extra = eventDetails(event, root, (n) => formatBytes(n, lang));
  const who = event.ator
    ? `${event.ator.nome}${event.ator.email ? ` <${event.ator.email}>` : ''}`
    : translate('resources.vault.history.system');
  return (
    <Box component="li" data-testid="history-event" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2">
          {`#${event.seq} · ${translate(`resources.vault.actions.${event.acao}`, { _: event.acao })}`}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(event.created_at, lang)}
        </Typography>
      </Box>
      {extra && <Typography variant="body2">{translate(extra.key, extra.args)}</Typography>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word', minWidth: 0 }}>
          {translate('resources.vault.history.who', { who })}
        </Typography>
        {event.ator?.chave && <ViaKeyChip nome={event.ator.chave.nome} />}
      </Box>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
        {translate('resources.vault.history.where', {
          ip: event.ip ?? '—',
          agent: event.user_agent ?? '—',
        })}
      </Typography>
    </Box>
  );
}

export function HistoryDialog({ file, onClose }: { file: FileView; onClose(): void }) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const [history, setHistory] = useState<{ data: EventView[]; chain: ChainReport } | null>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    let live = true;
    vaultApi.events(file.id).then(
      (h) => live && setHistory(h),
      () => live && close.current(),
    );
    return () => {
      live = false;
    };
  }, [file.id]);

  return (
    <Dialog open fullScreen={fullScreen} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
        {translate('resources.vault.history.title', { name: file.nome })}
      </DialogTitle>
      <DialogContent dividers>
        {history ? (
          <>
            <ChainStatus chain={history.chain} />
            {history.data.length === 0 ? (
              <Typography sx={{ mt: 2 }}>{translate('resources.vault.history.empty')}</Typography>
            ) : (
              <Box component="ol" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
                {history.data.map((event) => (
                  <EventItem key={event.id} event={event} />
                ))}
              </Box>
            )}
          </>
        ) : (
          <LinearProgress />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
