// One delivery in full (GET /api/webhook/entrega/{id}): its facts, the exact JSON body that was
// signed and sent (pretty-printed in a block that scrolls inside itself, never widening the page),
// the start of the last answer and every attempt; "Reenviar" queues it again.

import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { codeBlock, Fact } from '../../src/components/Fact';
import { ScrollRegion } from '../../src/components/ScrollRegion';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import {
  type DeliveryDetailView,
  type DeliveryView,
  integrationsApi,
} from '../../src/providers/integrationsApi';
import { useRefusal } from '../users/shared';
import { DeliveryStatusChip } from './DeliveryStatusChip';
import { useDeliveryTexts } from './deliveryTexts';

interface Props {
  delivery: DeliveryView | null;
  onClose(): void;
  onRedelivered(): void;
}

const pretty = (body: string) => {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
};

function Detail({ detail }: { detail: DeliveryDetailView }) {
  const { t, label, when, code, duration } = useDeliveryTexts();
  const f = (name: string) => t(`fields.${name}`);
  return (
    <>
      <Box
        component="dl"
        sx={{
          m: 0,
          mb: 2,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: 1.5,
        }}
      >
        <Fact label={f('status')}>
          <DeliveryStatusChip status={detail.status} />
        </Fact>
        <Fact label={f('tipo')}>{`${label(detail.tipo)} (${detail.tipo})`}</Fact>
        <Fact label={f('mensagem_id')}>
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {detail.mensagem_id}
          </Box>
        </Fact>
        <Fact label={f('created_at')}>{when(detail.created_at)}</Fact>
        <Fact label={f('tentativas')}>{detail.tentativas}</Fact>
        <Fact label={f('ultimo_codigo')}>{code(detail.ultimo_codigo)}</Fact>
        <Fact label={f('ultima_duracao_ms')}>{duration(detail.ultima_duracao_ms)}</Fact>
        {detail.entregue_em && <Fact label={f('entregue_em')}>{when(detail.entregue_em)}</Fact>}
        {detail.proxima_tentativa && (
          <Fact label={f('proxima_tentativa')}>{when(detail.proxima_tentativa)}</Fact>
        )}
        {detail.ultimo_erro && <Fact label={f('ultimo_erro')}>{detail.ultimo_erro}</Fact>}
      </Box>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {f('corpo')}
      </Typography>
      <ScrollRegion label={f('corpo')} maxHeight={320}>
        <Box component="pre" sx={codeBlock} data-testid="delivery-body">
          {pretty(detail.corpo)}
        </Box>
      </ScrollRegion>
      {detail.ultima_resposta && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }} gutterBottom>
            {f('ultima_resposta')}
          </Typography>
          <ScrollRegion label={f('ultima_resposta')} maxHeight={200}>
            <Box component="pre" sx={codeBlock}>
              {detail.ultima_resposta}
            </Box>
          </ScrollRegion>
        </>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }} gutterBottom>
        {f('attempts')}
      </Typography>
      {detail.attempts.length === 0 ? (
        <Typography variant="body2">{t('no_attempts')}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 3 }} data-testid="delivery-attempts">
          {detail.attempts.map((a) => (
            <Typography
              component="li"
              variant="body2"
              key={`${a.created_at}|${a.duracao_ms}`}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {[
                when(a.created_at),
                a.codigo === null ? t('no_answer') : `HTTP ${a.codigo}`,
                duration(a.duracao_ms),
                // An error that only repeats the code ("HTTP 500") is left out.
                a.erro === `HTTP ${a.codigo}` ? null : a.erro,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          ))}
        </Box>
      )}
    </>
  );
}

export function DeliveryDialog({ delivery, onClose, onRedelivered }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refusing = useRefusal();
  const fullScreen = useFullScreenDialog();
  const { t, label } = useDeliveryTexts();
  // The delivery stays while the dialog fades out, so its title does not blank.
  const [shown, setShown] = useState<DeliveryView | null>(null);
  const [detail, setDetail] = useState<DeliveryDetailView | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!delivery) return;
    let live = true;
    setShown(delivery);
    setDetail(null);
    integrationsApi.delivery(delivery.id).then(
      (res) => live && setDetail(res),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [delivery, onClose]);

  const redeliver = async () => {
    if (!delivery) return;
    setBusy(true);
    try {
      await refusing(integrationsApi.redeliver(delivery.id));
      notify(t('redelivered'), { type: 'success' });
      onRedelivered();
      onClose();
    } catch {
      // Shown as the API's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={delivery !== null}
      onClose={() => !busy && onClose()}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="delivery-title"
    >
      <DialogTitle id="delivery-title" sx={{ overflowWrap: 'anywhere' }}>
        {shown && t('detail', { tipo: label(shown.tipo) })}
      </DialogTitle>
      <DialogContent sx={{ minWidth: 0 }}>
        {detail ? <Detail detail={detail} /> : <LinearProgress sx={{ my: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.close')}
        </Button>
        <Button
          variant="contained"
          startIcon={<ReplayIcon />}
          onClick={() => void redeliver()}
          loading={busy}
          disabled={!detail}
        >
          {t('redeliver')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
