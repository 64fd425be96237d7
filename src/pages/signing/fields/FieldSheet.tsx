// The small sheet where the signer types a field's text: free text (up to its length, the count
// shown) or a CPF (the dots and dash put in as the digits come, the check digits verified here
// before the API does). A sheet at the bottom of a phone's screen, a small dialog elsewhere.
// Loaded when a field first opens it.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type FormEvent, useId, useState } from 'react';
import type { SignerField } from '../../../../common/schemas/signatureFields';
import { FIELD_TEXT_MAX } from '../../../../common/signatureFields';
import { isValidCpf } from '../../../../common/validation';
import { useFieldsT } from '../useFieldsT';
import { maskCpf } from './model';

interface Props {
  field: SignerField;
  value: string;
  onSave(value: string): void;
  onClose(): void;
}

const SHEET = {
  '& .MuiDialog-container': { alignItems: { xs: 'flex-end', sm: 'center' } },
  '& .MuiDialog-paper': {
    m: { xs: 0, sm: 4 },
    width: { xs: '100%', sm: 'calc(100% - 64px)' },
    maxWidth: { xs: '100%', sm: 444 },
    borderRadius: { xs: '12px 12px 0 0', sm: 1 },
  },
} as const;

export default function FieldSheet({ field, value, onSave, onClose }: Props) {
  const { t } = useFieldsT();
  const id = useId();
  const cpf = field.tipo === 'cpf';
  const max = cpf ? 14 : (field.max_caracteres ?? FIELD_TEXT_MAX);
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const label = field.rotulo || t(`types.${field.tipo}`);
  const help =
    error ?? (cpf ? t('signer.sheet.cpf_hint') : t('signer.sheet.count', { count: text.length, max }));

  const save = (e: FormEvent) => {
    e.preventDefault();
    const v = text.trim();
    const problem =
      !v && field.obrigatorio
        ? t('signer.sheet.required')
        : cpf && v && !isValidCpf(v)
          ? t('signer.sheet.cpf_invalid')
          : null;
    setError(problem);
    if (problem) document.getElementById(`${id}-input`)?.focus();
    else onSave(v);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} sx={SHEET} data-testid="field-sheet">
      <form onSubmit={save} noValidate>
        <DialogTitle id={`${id}-title`}>{label}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <FormControl fullWidth required={field.obrigatorio} error={Boolean(error)}>
            <InputLabel htmlFor={`${id}-input`}>{label}</InputLabel>
            <OutlinedInput
              id={`${id}-input`}
              label={field.obrigatorio ? `${label} *` : label}
              value={text}
              autoFocus
              onChange={(e) => {
                setText(cpf ? maskCpf(e.target.value) : e.target.value.slice(0, max));
                setError(null);
              }}
              inputProps={{
                maxLength: max,
                inputMode: cpf ? 'numeric' : 'text',
                autoComplete: 'off',
                'aria-describedby': `${id}-help`,
                'data-testid': 'field-sheet-input',
              }}
            />
            <FormHelperText id={`${id}-help`} data-testid="field-sheet-help">
              {help}
            </FormHelperText>
          </FormControl>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid="field-sheet-cancel">
            {t('signer.sheet.cancel')}
          </Button>
          <Button type="submit" variant="contained" data-testid="field-sheet-save">
            {t('signer.sheet.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
