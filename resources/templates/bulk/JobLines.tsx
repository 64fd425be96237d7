// A bulk send's lines with what came of each: the document made (a link to it in the vault) or why
// the line was refused; filtered by status, 25 at a time, read again whenever the job moves.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { BULK_ROW_STATUSES } from '../../../common/schemas/templates';
import { type BulkRowStatus, type BulkRowView, bulkApi } from '../../../src/providers/bulkApi';
import { useTemplatesT } from '../useTemplatesT';

const PER_PAGE = 25;
const COLORS: Record<BulkRowStatus, 'default' | 'success' | 'error' | 'warning'> = {
  pending: 'default',
  created: 'success',
  refused: 'error',
  cancelled: 'warning',
};

export function JobLines({ jobId, version }: { jobId: number; version: number }) {
  const { t } = useTemplatesT();
  const translate = useTranslate();
  const [status, setStatus] = useState<BulkRowStatus | ''>('');
  const [page, setPage] = useState(1);
  const [lines, setLines] = useState<{ data: BulkRowView[]; total: number } | null>(null);

  useEffect(() => {
    const control = new AbortController();
    void version;
    bulkApi
      .lines(jobId, { status: status || undefined, page, perPage: PER_PAGE }, control.signal)
      .then(setLines, () => undefined);
    return () => control.abort();
  }, [jobId, status, page, version]);

  const pages = lines ? Math.max(1, Math.ceil(lines.total / PER_PAGE)) : 1;
  return (
    <Box component="section" aria-labelledby="bulk-lines" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography id="bulk-lines" component="h2" variant="h6">
        {t('bulk.rows.title')}
      </Typography>
      <TextField
        select
        size="small"
        label={t('bulk.rows.filter')}
        value={status}
        onChange={(e) => {
          setStatus(e.target.value as BulkRowStatus | '');
          setPage(1);
        }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ maxWidth: 240 }}
        data-testid="bulk-lines-filter"
      >
        <MenuItem value="">{t('bulk.rows.all')}</MenuItem>
        {BULK_ROW_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`bulk.rows.status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table size="small" aria-labelledby="bulk-lines">
          <TableHead>
            <TableRow>
              <TableCell>{t('bulk.rows.line')}</TableCell>
              <TableCell>{t('bulk.rows.name')}</TableCell>
              <TableCell>{t('bulk.rows.result')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines?.data.map((l) => (
              <TableRow key={l.linha} data-testid="bulk-line">
                <TableCell>{l.linha}</TableCell>
                <TableCell sx={{ minWidth: 120, wordBreak: 'break-word' }}>{l.nome}</TableCell>
                <TableCell sx={{ minWidth: 180 }}>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                    <Chip size="small" color={COLORS[l.status]} label={t(`bulk.rows.status.${l.status}`)} />
                    {l.arquivo_id !== null && (
                      <Link component={RouterLink} to={`/cofre?arquivo=${l.arquivo_id}`}>
                        {t('bulk.rows.open')}
                      </Link>
                    )}
                    {l.motivo && (
                      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                        {l.motivo}
                      </Typography>
                    )}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {lines?.total === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('bulk.rows.empty')}
        </Typography>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            aria-label={translate('ra.navigation.previous')}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            ‹
          </Button>
          <Typography variant="body2">
            {page} / {pages}
          </Typography>
          <Button
            size="small"
            aria-label={translate('ra.navigation.next')}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            ›
          </Button>
        </Box>
      )}
    </Box>
  );
}
