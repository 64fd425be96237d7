// The inbox's documents as a table (file and message, company, sender, act, when, "Abrir").
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import { formatDateTime } from '../../src/providers/format';
import type { InboxItem } from '../../src/providers/signingApi';
import { languageOf } from '../vault/bytes';
import { useActLabels } from './useActLabels';

export interface InboxItemsProps {
  items: InboxItem[];
  onOpen(item: InboxItem): void;
}

export function InboxTable({ items, onOpen }: InboxItemsProps) {
  const translate = useTranslate();
  const lang = languageOf(useLocale());
  const acts = useActLabels();
  const t = (key: string) => translate(`resources.signing.inbox.${key}`);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('resources.signing.page.inbox')} sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.nome')}</TableCell>
            <TableCell>{t('fields.empresa')}</TableCell>
            <TableCell>{t('fields.remetente')}</TableCell>
            <TableCell>{t('fields.tipo')}</TableCell>
            <TableCell>{t('fields.enviado_em')}</TableCell>
            <TableCell align="right">{translate('app.row_actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.signatario_id} hover data-testid="inbox-item">
              <TableCell sx={{ wordBreak: 'break-word', minWidth: 160 }}>
                <Typography variant="body2" fontWeight={500}>
                  {item.nome}
                </Typography>
                {item.mensagem && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    noWrap
                    component="p"
                    sx={{ maxWidth: 320 }}
                  >
                    {item.mensagem}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{item.empresa.nome}</TableCell>
              <TableCell>{item.remetente?.nome ?? '—'}</TableCell>
              <TableCell>{acts.act(item.tipo)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {item.enviado_em ? formatDateTime(item.enviado_em, lang) : '—'}
              </TableCell>
              <TableCell align="right">
                <Button
                  variant="contained"
                  size="small"
                  onClick={() => onOpen(item)}
                  aria-label={translate('resources.signing.inbox.open_name', { name: item.nome })}
                  data-testid="inbox-open"
                >
                  {t('open')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
