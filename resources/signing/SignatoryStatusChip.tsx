// Where one signatory stands, as a chip: waiting for their turn, their turn, what they did in the
// past tense with the date (Assinou como testemunha em 05/03/2026 12:07), refused or removed.
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useLocale, useTranslate } from 'react-admin';
import type { SignatoryStatus, SignatureType } from '../../common/signing';
import { formatDateTime } from '../../src/providers/format';
import { languageOf } from '../vault/bytes';
import { useActLabels } from './useActLabels';

interface Props {
  signatory: { status: SignatoryStatus; vez: boolean; tipo: SignatureType; acted_at: string | null };
  /** The process still waits for signatures (otherwise a pending signatory simply did not act). */
  open: boolean;
}

const COLORS: Record<SignatoryStatus, ChipProps['color']> = {
  pending: 'default',
  signed: 'success',
  denied: 'error',
  removed: 'default',
};

export function SignatoryStatusChip({ signatory, open }: Props) {
  const translate = useTranslate();
  const lang = languageOf(useLocale());
  const acts = useActLabels();
  const { status, vez, acted_at } = signatory;
  const date = acted_at ? formatDateTime(acted_at, lang) : null;
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`resources.signing.status.${key}`, args);
  const turn = status === 'pending' && open && vez;
  let label: string;
  if (status === 'signed')
    label = date ? t('signed', { act: acts.past(signatory.tipo), date }) : acts.past(signatory.tipo);
  else if (status === 'denied') label = date ? t('denied_at', { date }) : t('denied');
  else if (status === 'removed') label = date ? t('removed_at', { date }) : t('removed');
  else label = t(turn ? 'turn' : open ? 'waiting_turn' : 'pending');
  return (
    <Chip
      size="small"
      data-testid="signatory-status"
      data-status={status}
      data-turn={turn ? 'true' : 'false'}
      color={turn ? 'warning' : COLORS[status]}
      variant={status === 'removed' ? 'outlined' : 'filled'}
      label={label}
      sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}
