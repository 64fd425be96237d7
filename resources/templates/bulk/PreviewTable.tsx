// The first lines of the sheet as the mapping reads them: each role's person, the prefill values, and
// whether the line can be sent or why it will be refused; then how many lines of all are refused.
// The table scrolls inside its own box on a narrow screen.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BulkPreview } from '../../../src/providers/bulkApi';
import { useTemplatesT } from '../useTemplatesT';

export function PreviewTable({
  preview,
  roles,
  updating,
}: {
  preview: BulkPreview;
  roles: string[];
  updating: boolean;
}) {
  const { t } = useTemplatesT();
  const person = (p: BulkPreview['linhas'][number]['dados']['pessoas'][number]) =>
    [p.nome, p.email, p.phone, p.cpf].filter(Boolean).join(' · ');
  return (
    <Box component="section" aria-labelledby="bulk-preview" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography id="bulk-preview" component="h2" variant="h6">
        {t('bulk.preview.title')}
      </Typography>
      <Box
        sx={{ overflowX: 'auto', maxWidth: '100%', opacity: updating ? 0.6 : 1 }}
        data-testid="bulk-preview"
      >
        <Table size="small" aria-busy={updating}>
          <TableHead>
            <TableRow>
              <TableCell>{t('bulk.preview.line')}</TableCell>
              {roles.map((role, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a role is its place in the template's order.
                <TableCell key={i}>{role}</TableCell>
              ))}
              <TableCell>{t('bulk.mapping.values')}</TableCell>
              <TableCell>{t('bulk.preview.result')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.linhas.map((l) => (
              <TableRow key={l.linha} data-testid="bulk-preview-row">
                <TableCell>{l.linha}</TableCell>
                {roles.map((_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                  <TableCell key={i} sx={{ minWidth: 160 }}>
                    {l.dados.pessoas[i] ? person(l.dados.pessoas[i]) : ''}
                  </TableCell>
                ))}
                <TableCell sx={{ minWidth: 140 }}>{Object.values(l.dados.valores).join(' · ')}</TableCell>
                <TableCell sx={{ minWidth: 200 }}>
                  {l.erros.length === 0 ? (
                    <Typography variant="body2" color="success.main">
                      {t('bulk.preview.ok')}
                    </Typography>
                  ) : (
                    l.erros.map((e) => (
                      <Typography
                        key={e.campo}
                        variant="body2"
                        color="error"
                        data-testid="bulk-preview-error"
                      >
                        {e.mensagem}
                      </Typography>
                    ))
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Alert severity={preview.invalidas > 0 ? 'warning' : 'success'} data-testid="bulk-refused">
        {preview.invalidas > 0
          ? t('bulk.preview.refused', { smart_count: preview.invalidas })
          : t('bulk.preview.none_refused')}
      </Alert>
    </Box>
  );
}
