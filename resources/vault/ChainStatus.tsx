// Whether a file's event chain checks out: every event's hash and link to the one before.
import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import type { ChainReport } from '../../src/providers/vaultApi';

export function ChainStatus({ chain }: { chain: ChainReport }) {
  const translate = useTranslate();
  if (chain.valid)
    return (
      <Alert severity="success" variant="outlined">
        {translate('resources.vault.chain.valid')} ·{' '}
        {translate('resources.vault.chain.count', { smart_count: chain.count })}
      </Alert>
    );
  return (
    <Alert severity="error" variant="outlined">
      {translate('resources.vault.chain.broken', { seq: chain.broken_at ?? '?' })}
      {chain.reason && ` (${translate(`resources.vault.chain.reason.${chain.reason}`)})`}
    </Alert>
  );
}
