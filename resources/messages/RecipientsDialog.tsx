// A campaign's recipients: number, the text each one got, status (live), the error of a failed one
// and "Reenviar" for a failed or invalid message not yet resent. Filterable by status, paged.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { renderTemplate } from '../../common/messaging/template';
import { CAMPAIGN_STATUSES, type CampaignView } from '../../common/schemas/messaging';
import { formatWhatsappNumber } from '../../common/validation/whatsapp';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import type { CampaignStatusFilter, RecipientView } from '../../src/providers/messagesApi';
import { CampaignProgress } from './CampaignProgress';
import { MessageStatusChip } from './MessageStatusChip';
import { useCanSend } from './useCanSend';
import { canResend, useRecipients } from './useRecipients';

export function RecipientsDialog({ campaign, onClose }: { campaign: CampaignView; onClose(): void }) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const paperRef = useRef<HTMLDivElement>(null);
  const canSend = useCanSend();
  const list = useRecipients(campaign.id);
  const field = (name: string) => translate(`resources.messages.fields.${name}`);

  const action = (row: RecipientView) => {
    if (row.resent_by !== null)
      return (
        <Chip size="small" variant="outlined" label={translate('resources.messages.recipients.resent')} />
      );
    if (!canSend || !canResend(row)) return null;
    return (
      <Button
        size="small"
        disabled={list.resending.has(row.id)}
        onClick={() => {
          // The button gives way to "Reenviada": focus stays in the dialog (Escape, Tab keep working).
          void list.resend(row).finally(() => paperRef.current?.focus());
        }}
      >
        {translate('resources.messages.recipients.resend')}
      </Button>
    );
  };

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
      slotProps={{ paper: { ref: paperRef } }}
    >
      <DialogTitle id={titleId}>
        {translate('resources.messages.recipients.title', { device: campaign.device.name })}
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>
          {campaign.message}
        </Typography>
        {campaign.attachment && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('resources.messages.recipients.attachment', { name: campaign.attachment.file_name })}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Box sx={{ flex: 1 }}>
            <CampaignProgress
              total={campaign.total}
              counts={campaign.counts}
              device={campaign.device}
              finished={campaign.finished_at !== null}
              pace={campaign.pace}
              pausedByUser={campaign.paused_at !== null}
            />
          </Box>
          <TextField
            select
            size="small"
            label={translate('resources.messages.recipients.status_filter')}
            value={list.status}
            onChange={(e) => list.setStatus(e.target.value as CampaignStatusFilter | '')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 180 }}
          >
            <option value="">{translate('resources.messages.recipients.status_all')}</option>
            {CAMPAIGN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {translate(`resources.messages.status.${s}`)}
              </option>
            ))}
          </TextField>
        </Box>
        {list.loading && <LinearProgress sx={{ mb: 1 }} />}
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{field('number')}</TableCell>
              <TableCell>{field('text')}</TableCell>
              <TableCell>{field('status')}</TableCell>
              <TableCell>{field('error')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {list.rows.map((row) => (
              <TableRow key={row.id} data-testid="recipient-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhatsappNumber(row.number)}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', maxWidth: 420 }}>
                  {row.text ?? renderTemplate(campaign.message, row.vars)}
                </TableCell>
                <TableCell>
                  <MessageStatusChip status={row.status} />
                  {row.resend_of !== null && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {translate('resources.messages.recipients.retry')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {row.error && (
                    <Typography variant="body2" color="error">
                      {row.error}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{action(row)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {!list.loading && list.rows.length === 0 && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate('resources.messages.recipients.empty')}
          </Alert>
        )}
        <TablePagination
          component="div"
          count={list.total}
          page={list.page - 1}
          rowsPerPage={list.perPage}
          rowsPerPageOptions={[10, 25, 50, 100]}
          onPageChange={(_e, page) => list.setPage(page + 1)}
          onRowsPerPageChange={(e) => list.setPerPage(Number(e.target.value))}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
