// The values of the template's prefill fields, typed by the sender (the required ones marked); each
// is burned into the document where the template places it, read-only for the signers.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { PREFILL_VALUE_MAX, type PrefillField } from '../../common/schemas/templates';
import type { FormErrors } from './people';
import { useTemplatesT } from './useTemplatesT';

interface Props {
  prefills: readonly PrefillField[];
  values: Record<string, string>;
  /** Problems by `valores.<chave>`. */
  errors: FormErrors;
  disabled: boolean;
  onChange(chave: string, value: string): void;
}

export function PrefillValuesFields({ prefills, values, errors, disabled, onChange }: Props) {
  const { text } = useTemplatesT();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' }, gap: 1.5 }}>
      {prefills.map((p) => {
        const error = errors[`valores.${p.chave}`];
        return (
          <TextField
            key={p.chave}
            required={p.obrigatorio}
            size="small"
            label={p.rotulo}
            value={values[p.chave] ?? ''}
            disabled={disabled}
            onChange={(e) => onChange(p.chave, e.target.value)}
            error={Boolean(error)}
            helperText={error ? text(error) : undefined}
            slotProps={{
              htmlInput: { maxLength: PREFILL_VALUE_MAX, 'data-testid': `prefill-value-${p.chave}` },
            }}
          />
        );
      })}
    </Box>
  );
}
