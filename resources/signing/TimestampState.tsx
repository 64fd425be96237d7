// The sealed file's timestamp in the owner's process view: a discreet chip with the PAdES level once
// it is stamped, a warning while the timestamp is still owed (sealed while no timestamping authority
// answered), nothing for a file sealed before timestamps existed.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { SigningProcess } from '../../src/providers/signingApi';

type Props = Pick<SigningProcess, 'carimbo' | 'nivel_pades'>;

export function TimestampChip({ carimbo, nivel_pades }: Props) {
  const translate = useTranslate();
  if (carimbo !== 'carimbado' || !nivel_pades) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate('resources.signing.process.timestamp_level', { nivel: nivel_pades })}
      title={translate('resources.signing.process.timestamp_stamped')}
      data-testid="process-timestamp"
      data-state={carimbo}
    />
  );
}

export function TimestampPending({ carimbo }: Pick<Props, 'carimbo'>) {
  const translate = useTranslate();
  if (carimbo !== 'pendente') return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }} data-testid="process-timestamp" data-state={carimbo}>
      <AlertTitle>{translate('resources.signing.process.timestamp_pending')}</AlertTitle>
      {translate('resources.signing.process.timestamp_pending_text')}
    </Alert>
  );
}
