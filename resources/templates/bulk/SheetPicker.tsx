// Step 1 of a bulk send: the sheet (CSV, .xls or .xlsx) picked from the computer, and an example sheet of
// this template to download (made here: a column per role's field and per prefill value).
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { TemplateDefinition } from '../../../common/schemas/templates';
import { useTemplatesT } from '../useTemplatesT';
import { exampleCsv } from './targets';

interface Props {
  definition: TemplateDefinition;
  /** The sheet read, as "name: N lines", or null before one is. */
  chosen: string | null;
  error: string | null;
  busy: boolean;
  onPick(file: File): void;
}

export function SheetPicker({ definition, chosen, error, busy, onPick }: Props) {
  const { t } = useTemplatesT();
  const download = () => {
    const csv = exampleCsv(definition, {
      name: t('bulk.sheet.example_name'),
      value: t('bulk.sheet.example_value'),
    });
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = t('bulk.sheet.example_file');
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Box component="section" aria-labelledby="bulk-sheet" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="bulk-sheet" component="h2" variant="h6">
        {t('bulk.sheet.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('bulk.sheet.help')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button
          component="label"
          variant={chosen ? 'outlined' : 'contained'}
          startIcon={<UploadFileIcon />}
          disabled={busy}
        >
          {t(chosen ? 'bulk.sheet.other' : 'bulk.sheet.choose')}
          <input
            hidden
            type="file"
            accept=".csv,.txt,.xls,.xlsx,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            data-testid="bulk-sheet-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) onPick(file);
            }}
          />
        </Button>
        <Button size="small" startIcon={<DownloadIcon />} onClick={download} data-testid="bulk-example">
          {t('bulk.sheet.example')}
        </Button>
      </Box>
      {busy && (
        <Typography variant="body2" color="text.secondary">
          {t('bulk.sheet.reading')}
        </Typography>
      )}
      {chosen && !busy && (
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }} data-testid="bulk-sheet-chosen">
          {chosen}
        </Typography>
      )}
      {error && (
        <FormHelperText error data-testid="bulk-sheet-error">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
