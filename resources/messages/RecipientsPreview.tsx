// How the numbers were read: the first rows with the normalised number, or a red "inválido" with the
// reason, or "repetido"; then the totals, and a reminder that invalid and repeated ones are not sent.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import { CAMPAIGN_MAX_RECIPIENTS } from '../../common/schemas/messaging';
import { formatWhatsappNumber } from '../../common/validation/whatsapp';
import type { CheckedRecipient, CheckedRecipients } from './recipients';

const SHOWN = 10;

function Result({ row }: { row: CheckedRecipient }) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`resources.messages.create.${key}`, args);
  if (row.number === null)
    return (
      <Typography variant="body2" color="error" component="span" data-testid="recipient-invalid">
        {t('preview.invalid', { reason: t(`problem.${row.problem}`) })}
      </Typography>
    );
  return (
    <>
      {formatWhatsappNumber(row.number)}
      {row.duplicate && (
        <Typography
          variant="body2"
          color="warning.main"
          component="span"
          sx={{ ml: 1 }}
          data-testid="recipient-duplicate"
        >
          {t('preview.duplicate')}
        </Typography>
      )}
    </>
  );
}

export function RecipientsPreview({ checked }: { checked: CheckedRecipients }) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`resources.messages.create.${key}`, args);
  const tag = useLocale() === 'en' ? 'en-US' : 'pt-BR';
  const { rows, recipients, invalid, duplicates } = checked;
  if (rows.length === 0) return null;
  const locale = (n: number) => n.toLocaleString(tag);
  return (
    <Box sx={{ mt: 2, maxWidth: 720 }} data-testid="recipients-preview">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('preview.line')}</TableCell>
            <TableCell>{t('preview.typed')}</TableCell>
            <TableCell>{t('preview.result')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.slice(0, SHOWN).map((row) => (
            <TableRow key={row.line} data-testid="recipient-preview-row">
              <TableCell>{row.line}</TableCell>
              <TableCell>{row.input}</TableCell>
              <TableCell>
                <Result row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.length > SHOWN && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
          {t('preview.shown', { shown: SHOWN, total: locale(rows.length) })}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }} data-testid="recipients-totals">
        {(
          [
            ['valid', recipients.length],
            ['invalid', invalid],
            ['duplicates', duplicates],
          ] as const
        )
          .map(([key, n]) => t(`preview.totals.${key}`, { smart_count: n, count: locale(n) }))
          .join(' · ')}
      </Typography>
      {invalid + duplicates > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('preview.not_sent')}
        </Typography>
      )}
      {recipients.length > CAMPAIGN_MAX_RECIPIENTS && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('preview.too_many', { max: locale(CAMPAIGN_MAX_RECIPIENTS) })}
        </Alert>
      )}
    </Box>
  );
}
