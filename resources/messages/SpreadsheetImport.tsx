// "Importar planilha": a .csv, .xls or .xlsx dropped or picked is read by the API (columns and rows; its
// refusals, like a second sheet, shown here), then the user says which column holds the phone
// (guessed from the names) and the other columns become `{variables}`.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDropzone } from 'react-dropzone';
import { HttpError } from '../../src/providers/http';
import { messagesApi } from '../../src/providers/messagesApi';
import type { MessageDraft } from './useMessageDraft';

/** Refusals the API explains (wrong type, two sheets, empty, too big): shown here, not toasted. */
const SHOWN_HERE = [413, 415, 422];

export function SpreadsheetImport({ draft }: { draft: MessageDraft }) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`resources.messages.create.import.${key}`, args);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { sheet, setSheet } = draft;

  const read = async (file: File) => {
    setReading(true);
    setError(null);
    try {
      const preview = await messagesApi.importSpreadsheet(file, SHOWN_HERE);
      setSheet({ ...preview, fileName: file.name });
    } catch (err) {
      if (err instanceof HttpError && SHOWN_HERE.includes(err.status)) {
        setSheet(null);
        setError(err.message);
      }
    } finally {
      setReading(false);
    }
  };

  // No `accept` filter: a wrong file goes to the API, whose refusal says what it takes.
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop: (files) => {
      const [file] = files;
      if (file) void read(file);
    },
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: reading,
    useFsAccessApi: false,
  });

  return (
    <Box>
      <Box
        {...getRootProps()}
        data-testid="spreadsheet-dropzone"
        sx={{
          p: 2,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: isDragActive ? 'primary.main' : 'divider',
          bgcolor: isDragActive ? 'action.hover' : undefined,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <input
          {...getInputProps({ accept: '.csv,.xls,.xlsx', 'aria-label': t('input') })}
          data-testid="spreadsheet-input"
        />
        <UploadFileIcon color="action" />
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="body2">
            {sheet ? t('file', { name: sheet.fileName, smart_count: sheet.total }) : t('drop')}
          </Typography>
          {sheet?.encoding && (
            <Typography variant="caption" color="text.secondary" data-testid="spreadsheet-encoding">
              {t(`encoding.${sheet.encoding}`)}
            </Typography>
          )}
        </Box>
        <Button variant="outlined" onClick={open} disabled={reading}>
          {t(sheet ? 'replace' : 'pick')}
        </Button>
      </Box>
      {reading && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress />
          <Typography variant="caption" color="text.secondary">
            {t('reading')}
          </Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="spreadsheet-error">
          {error}
        </Alert>
      )}
      {sheet && (
        <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <TextField
            select
            label={t('phone_column')}
            value={draft.phoneColumn}
            onChange={(e) => draft.setPhoneColumn(e.target.value)}
            helperText={t('phone_helper')}
            error={!draft.phoneColumn}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ maxWidth: 360 }}
          >
            <option value="">{t('phone_choose')}</option>
            {sheet.columns.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </TextField>
          {draft.phoneColumn &&
            (draft.variables.length > 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('variables', { names: draft.variables.map((v) => `{${v.key}}`).join(', ') })}
              </Typography>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('no_variables')}
              </Typography>
            ))}
        </Box>
      )}
    </Box>
  );
}
