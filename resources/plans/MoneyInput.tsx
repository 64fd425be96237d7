// A price in reais as Brazilians type it (spec §5): prefix R$, comma before the centavos, dots
// between thousands, always 2 decimals. Digits fill from the right (typing 1 2 3 4 5 shows
// 123,45), so the caret never has to jump; the form holds a number of reais (null when empty).
import InputAdornment from '@mui/material/InputAdornment';
import { TextInput, type TextInputProps } from 'react-admin';
import { formatMoney } from '../../common/validation';

/** 12345.6 → '12.345,60' (no prefix: the adornment shows it). */
const format = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? formatMoney(value).replace(/^(-?)R\$ /, '$1') : '';

/** Whatever is in the field → its digits as centavos; no digits → null. */
const parse = (text: string): number | null => {
  const digits = text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 9);
  return digits ? Number(digits) / 100 : null;
};

export function MoneyInput(props: Omit<TextInputProps, 'format' | 'parse'>) {
  return (
    <TextInput
      {...props}
      format={format}
      parse={parse}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
      }}
    />
  );
}
