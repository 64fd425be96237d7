// An approved term, read-only: the note that it cannot change, its text as written (plain text,
// line breaks kept — never HTML), and who accepted it lately.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../src/providers/format';
import { getLanguage } from '../../src/providers/preferences';
import type { TermDetails } from '../../src/providers/termsApi';
import { TermStatusChip } from './TermStatusChip';

export function TermApproved({ term }: { term: TermDetails }) {
  const translate = useTranslate();
  const lang = getLanguage();
  const date = (value: string | null) => (value ? formatDateTime(value, lang) : '—');
  return (
    <Box sx={{ p: 2, maxWidth: 960 }} data-testid="term-approved">
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('resources.terms.approved_note', { date: date(term.approved_at) })}
      </Alert>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <TermStatusChip status={term.status} />
        <Typography variant="body2" color="text.secondary">
          {translate('resources.terms.fields.approved_by')}: {term.approved_by?.nome ?? '—'} ·{' '}
          {translate('resources.terms.fields.aceites')}: {term.aceites}
        </Typography>
      </Box>
      <Typography component="h2" variant="subtitle2" sx={{ mt: 2 }}>
        {translate('resources.terms.fields.termo_descricao')}
      </Typography>
      <Paper
        variant="outlined"
        tabIndex={0}
        data-testid="term-text"
        sx={{
          p: 2,
          mt: 1,
          maxHeight: 480,
          overflow: 'auto',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {term.termo_descricao}
      </Paper>
      <Typography component="h2" variant="subtitle2" sx={{ mt: 3 }}>
        {translate('resources.terms.recent_acceptances')}
      </Typography>
      {term.aceites_recentes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.terms.no_acceptances')}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.terms.acceptance.user')}</TableCell>
              <TableCell>{translate('resources.terms.acceptance.email')}</TableCell>
              <TableCell>{translate('resources.terms.acceptance.accepted_at')}</TableCell>
              <TableCell>{translate('resources.terms.acceptance.ip')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {term.aceites_recentes.map((a) => (
              <TableRow key={a.user.id}>
                <TableCell>{a.user.nome}</TableCell>
                <TableCell>{a.user.email}</TableCell>
                <TableCell>{date(a.accepted_at)}</TableCell>
                <TableCell>{a.ip ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
