// Confirmado: Sim / Não.
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

export function ConfirmedChip({ confirmed }: { confirmed: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={confirmed ? 'success' : 'default'}
      variant={confirmed ? 'filled' : 'outlined'}
      label={translate(
        confirmed ? 'resources.preRegistrations.confirmed.yes' : 'resources.preRegistrations.confirmed.no',
      )}
    />
  );
}
