// Rascunho / Aprovado.
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { TermView } from '../../src/providers/termsApi';

export function TermStatusChip({ status }: { status: TermView['status'] }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={status === 'approved' ? 'success' : 'default'}
      variant={status === 'approved' ? 'filled' : 'outlined'}
      label={translate(`resources.terms.status.${status}`)}
    />
  );
}
