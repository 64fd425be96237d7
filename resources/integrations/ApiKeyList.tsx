// The company's API keys: name, visible start, permissions (how many, the labels on hover), who made
// it, last use, expiry and state, with a revoke button while the key still exists. On a phone a
// compact list with the same button beside each key.
import BlockIcon from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ListContextProvider, useList } from 'react-admin';
import { CompactList } from '../../src/components/list/CompactList';
import { useIsPhone } from '../../src/components/list/useIsPhone';
import { formatDate, formatDateTime } from '../../src/providers/format';
import type { ApiKeyView } from '../../src/providers/integrationsApi';
import { PermissionCount } from '../users/PermissionChecklist';
import { useLanguage } from '../users/shared';
import { ApiKeyStatusChip } from './ApiKeyStatusChip';
import { useIntegrationsT } from './useIntegrationsT';
import '../users/messages';

interface Props {
  keys: ApiKeyView[];
  onRevoke(key: ApiKeyView): void;
}

const mono = { fontFamily: 'monospace', overflowWrap: 'anywhere' } as const;

function useKeyTexts() {
  const it = useIntegrationsT();
  const lang = useLanguage();
  const t = (key: string, args?: Record<string, unknown>) => it(`keys.${key}`, args);
  return {
    t,
    lastUse: (k: ApiKeyView) => (k.last_used_at ? formatDateTime(k.last_used_at, lang) : t('never')),
    expiry: (k: ApiKeyView) => (k.expires_at ? formatDate(k.expires_at, lang) : t('no_expiry')),
  };
}

function PhoneKeys({ keys, onRevoke }: Props) {
  const { t, lastUse, expiry } = useKeyTexts();
  const list = useList({ data: keys, perPage: Math.max(keys.length, 1) });
  return (
    <ListContextProvider value={list}>
      <CompactList<ApiKeyView>
        primaryText={(k) => k.nome}
        tertiaryText={(k) => <ApiKeyStatusChip status={k.status} />}
        secondaryText={(k) => (
          <>
            <Box component="span" sx={{ ...mono, display: 'block' }}>
              {k.prefixo}…
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
              <PermissionCount permissions={k.permissions} />
              <span>{`${t('fields.last_used_at')}: ${lastUse(k)}`}</span>
              <span>{`${t('fields.expires_at')}: ${expiry(k)}`}</span>
            </Box>
          </>
        )}
        actions={(k) =>
          k.status !== 'revoked' && (
            <IconButton aria-label={t('revoke.label', { name: k.nome })} onClick={() => onRevoke(k)}>
              <BlockIcon />
            </IconButton>
          )
        }
      />
    </ListContextProvider>
  );
}

export function ApiKeyList({ keys, onRevoke }: Props) {
  const { t, lastUse, expiry } = useKeyTexts();
  const isPhone = useIsPhone();
  if (isPhone) return <PhoneKeys keys={keys} onRevoke={onRevoke} />;
  return (
    <TableContainer component={Paper}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {['nome', 'prefixo', 'permissions', 'criado_por', 'last_used_at', 'expires_at', 'status'].map(
              (f) => (
                <TableCell key={f}>{t(`fields.${f}`)}</TableCell>
              ),
            )}
            <TableCell align="right">{t('fields.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((k) => (
            <TableRow key={k.id} data-testid="api-key-row">
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{k.nome}</TableCell>
              <TableCell sx={{ ...mono, whiteSpace: 'nowrap' }}>{k.prefixo}…</TableCell>
              <TableCell>
                <PermissionCount permissions={k.permissions} />
              </TableCell>
              <TableCell>{k.criado_por.nome ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{lastUse(k)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{expiry(k)}</TableCell>
              <TableCell>
                <ApiKeyStatusChip status={k.status} />
              </TableCell>
              <TableCell align="right">
                {k.status !== 'revoked' && (
                  <Button
                    size="small"
                    color="warning"
                    startIcon={<BlockIcon />}
                    aria-label={t('revoke.label', { name: k.nome })}
                    onClick={() => onRevoke(k)}
                  >
                    {t('revoke.action')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
