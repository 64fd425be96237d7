// How a signatory is reached, as its owner sees it: the channel (e-mail, WhatsApp or both), the
// device that sends their WhatsApp messages and their messages' language; how the last message went
// on each channel (chips whose text says it, colour only adds to it); and when a WhatsApp message
// failed and an e-mail went instead.
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { WhatsappDelivery } from '../../common/signing';
import type { SignatoryView } from '../../src/providers/signingApi';
import { useRoundsT } from './useRoundsT';

const COLORS: Record<WhatsappDelivery | 'sent', ChipProps['color']> = {
  queued: 'default',
  sent: 'primary',
  delivered: 'success',
  read: 'success',
  failed: 'error',
};

const wrapping = { maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } };

interface Props {
  signatory: Pick<SignatoryView, 'canal' | 'device' | 'idioma' | 'entregas'>;
}

export function SignatoryDeliveries({ signatory: s }: Props) {
  const translate = useTranslate();
  const rt = useRoundsT();
  const chip = (canal: 'email' | 'whatsapp', status: WhatsappDelivery | 'sent') => (
    <Chip
      size="small"
      variant="outlined"
      data-testid="signatory-delivery"
      data-channel={canal}
      data-status={status}
      color={COLORS[status]}
      label={rt(`delivery.${canal}`, { status: rt(`delivery.${status}`) })}
      sx={wrapping}
    />
  );
  const how = [rt(`channel.${s.canal}`), s.device?.name, translate(`app.language.${s.idioma}`)];

  return (
    <Box sx={{ mt: 0.75, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="signatory-channel"
          data-channel={s.canal}
          sx={{ wordBreak: 'break-word' }}
        >
          {how.filter(Boolean).join(' · ')}
        </Typography>
        {s.entregas.email && chip('email', s.entregas.email)}
        {s.entregas.whatsapp && chip('whatsapp', s.entregas.whatsapp)}
      </Box>
      {s.entregas.fallback && (
        <Typography
          variant="body2"
          data-testid="signatory-fallback"
          sx={{ mt: 0.5, wordBreak: 'break-word' }}
        >
          {rt('delivery.fallback')}
        </Typography>
      )}
    </Box>
  );
}
