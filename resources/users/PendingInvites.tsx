// The invites not yet accepted (GET /api/convites), newest first, each resent (a new link) or
// cancelled after a confirmation. The back office lists every company's; a company's team its own
// (no company column), with the actions only for those who manage it. A table, or on a phone a
// compact list (PendingInviteList) that keeps each invite's state and buttons on screen.
import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useConfirmAction } from '../../src/components/list/useConfirmAction';
import { useIsPhone } from '../../src/components/list/useIsPhone';
import { formatDate, formatDateTime } from '../../src/providers/format';
import { type Invite, usersApi } from '../../src/providers/usersApi';
import { PendingInviteList } from './PendingInviteList';
import { PermissionCount } from './PermissionChecklist';
import { useLanguage, useRefusal } from './shared';

const PER_PAGE_OPTIONS = [10, 25, 50];

interface Props {
  /** 'company': the caller's own company's invites (no company column). */
  scope?: 'platform' | 'company';
  /** Whether resend and cancel are offered (the API decides anyway). */
  canManage?: boolean;
}

export function PendingInvites({ scope = 'platform', canManage = true }: Props) {
  const translate = useTranslate();
  const lang = useLanguage();
  const refusing = useRefusal();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const [rows, setRows] = useState<Invite[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const { ask, dialog } = useConfirmAction();
  const isPhone = useIsPhone();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const res = await usersApi.invites({ page: page + 1, perPage });
      setRows(res.data);
      setTotal(res.total);
    } catch {
      // Shown by the error catalogue.
    } finally {
      setLoading(false);
    }
  }, [page, perPage]);

  useEffect(() => {
    void load();
  }, [load]);

  const now = Date.now();
  const label = (key: string) => translate(`resources.users.invites.${key}`);
  /** An invite's resend and cancel buttons (in the table's last column, or beside it on a phone). */
  const actionsOf = (invite: Invite) => (
    <>
      <Tooltip title={label('resend')}>
        <IconButton
          size="small"
          aria-label={`${label('resend')}: ${invite.email}`}
          onClick={() =>
            ask({
              title: 'resources.users.confirm.resend_invite_title',
              content: 'resources.users.confirm.resend_invite_content',
              confirm: 'resources.users.invites.resend',
              args: { email: invite.email },
              run: () => refusing(usersApi.resendInvite(invite.id)),
              done: 'resources.users.notify.invite_resent',
              doneArgs: { email: invite.email },
              after: () => void load(),
            })
          }
        >
          <ForwardToInboxIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={label('cancel')}>
        <IconButton
          size="small"
          aria-label={`${label('cancel')}: ${invite.email}`}
          onClick={() =>
            ask({
              title: 'resources.users.confirm.cancel_invite_title',
              content: 'resources.users.confirm.cancel_invite_content',
              confirm: 'resources.users.invites.cancel',
              args: { email: invite.email },
              destructive: true,
              run: () => refusing(usersApi.cancelInvite(invite.id)),
              done: 'resources.users.notify.invite_cancelled',
              after: () => void load(),
            })
          }
        >
          <CancelScheduleSendIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
  return (
    <Box sx={{ mt: 2 }}>
      <Paper>
        {loading && <LinearProgress />}
        {isPhone ? (
          <PendingInviteList
            rows={rows}
            loading={loading}
            scope={scope}
            now={now}
            actions={canManage ? actionsOf : undefined}
          />
        ) : (
          <TableContainer>
            <Table size="small" aria-label={translate('resources.users.list.tab_invites')}>
              <TableHead>
                <TableRow>
                  <TableCell>{label('email')}</TableCell>
                  <TableCell>{label('nome')}</TableCell>
                  {scope === 'platform' && <TableCell>{label('empresa')}</TableCell>}
                  <TableCell>{label('permissions')}</TableCell>
                  <TableCell>{label('created_at')}</TableCell>
                  <TableCell>{label('expires_at')}</TableCell>
                  {canManage && (
                    <TableCell align="right">{translate('resources.users.list.actions')}</TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {!loading && rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={7}>
                      <Typography color="text.secondary" sx={{ py: 2 }}>
                        {label('empty')}
                      </Typography>
                    </TableCell>
                  </TableRow>
                )}
                {rows.map((invite) => {
                  const expired = new Date(invite.expires_at).getTime() < now;
                  return (
                    <TableRow key={invite.id} hover>
                      <TableCell>{invite.email}</TableCell>
                      <TableCell>{invite.nome ?? ''}</TableCell>
                      {scope === 'platform' && <TableCell>{invite.empresa?.nome ?? ''}</TableCell>}
                      <TableCell>
                        <PermissionCount permissions={invite.permissions} />
                      </TableCell>
                      <TableCell>{formatDate(invite.created_at, lang)}</TableCell>
                      <TableCell>
                        {formatDateTime(invite.expires_at, lang)}
                        {expired && (
                          <Chip size="small" color="warning" sx={{ ml: 1 }} label={label('expired')} />
                        )}
                      </TableCell>
                      {canManage && (
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {actionsOf(invite)}
                        </TableCell>
                      )}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={perPage}
          // A phone keeps 10 a page: the page-size picker would push the pages past its screen.
          rowsPerPageOptions={isPhone ? [] : PER_PAGE_OPTIONS}
          onPageChange={(_e, p) => setPage(p)}
          onRowsPerPageChange={(e) => {
            setPerPage(Number(e.target.value));
            setPage(0);
          }}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
          }
        />
      </Paper>
      {dialog}
    </Box>
  );
}
