// The company's webhook endpoints: the address (a link to its deliveries; long ones wrap), the
// description, how many events (their names on hover), the state and the ⋮ menu. On a phone a
// compact list whose item opens the endpoint's page in one tap.
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { ListContextProvider, useList } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { CompactList } from '../../src/components/list/CompactList';
import { type RowAction, RowActions } from '../../src/components/list/RowActions';
import { useIsPhone } from '../../src/components/list/useIsPhone';
import type { WebhookView } from '../../src/providers/integrationsApi';
import { useEventCount } from './eventLabels';
import { webhookPath } from './paths';
import { useIntegrationsT } from './useIntegrationsT';
import { WebhookStatusChip } from './WebhookStatusChip';

interface Props {
  webhooks: WebhookView[];
  actionsFor(webhook: WebhookView): RowAction[];
}

const wrap = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

function EventCount({ events }: { events: readonly string[] }) {
  const { count, labels } = useEventCount()(events);
  return (
    <Tooltip title={labels} describeChild>
      <Chip size="small" variant="outlined" label={count} tabIndex={0} data-testid="event-count" />
    </Tooltip>
  );
}

function PhoneWebhooks({ webhooks, actionsFor }: Props) {
  const t = useIntegrationsT();
  const eventCount = useEventCount();
  const list = useList({ data: webhooks, perPage: Math.max(webhooks.length, 1) });
  return (
    <ListContextProvider value={list}>
      <CompactList<WebhookView>
        link={(w) => webhookPath(w.id)}
        primaryText={(w) => w.url}
        tertiaryText={(w) => <WebhookStatusChip webhook={w} />}
        secondaryText={(w) => (
          <>
            {w.descricao && <span>{w.descricao} · </span>}
            {eventCount(w.eventos).count}
          </>
        )}
        actions={(w) => <RowActions label={t('webhooks.action.menu')} actions={actionsFor(w)} />}
      />
    </ListContextProvider>
  );
}

export function WebhookList({ webhooks, actionsFor }: Props) {
  const t = useIntegrationsT();
  const isPhone = useIsPhone();
  if (isPhone) return <PhoneWebhooks webhooks={webhooks} actionsFor={actionsFor} />;
  const f = (name: string) => t(`webhooks.fields.${name}`);
  return (
    <TableContainer component={Paper}>
      <Table size="small" sx={{ tableLayout: 'auto' }}>
        <TableHead>
          <TableRow>
            <TableCell>{f('url')}</TableCell>
            <TableCell>{f('descricao')}</TableCell>
            <TableCell>{f('eventos')}</TableCell>
            <TableCell>{f('status')}</TableCell>
            <TableCell align="right">{f('actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {webhooks.map((w) => (
            <TableRow key={w.id} data-testid="webhook-row">
              <TableCell sx={{ ...wrap, maxWidth: 420 }}>
                <Link component={RouterLink} to={webhookPath(w.id)}>
                  {w.url}
                </Link>
              </TableCell>
              <TableCell sx={wrap}>{w.descricao ?? ''}</TableCell>
              <TableCell>
                <EventCount events={w.eventos} />
              </TableCell>
              <TableCell>
                <WebhookStatusChip webhook={w} />
              </TableCell>
              <TableCell align="right">
                <RowActions label={t('webhooks.action.menu')} actions={actionsFor(w)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
