// A price in reais as people type it: "499" is R$ 499,00, "49,9" is R$ 49,90, "1.234,56" is
// R$ 1.234,56 (spec §5 notation: ',' before the centavos, '.' between thousands). What is typed
// stays as typed while the field has focus, with the amount it means shown under it; on leaving,
// it is written back in full ("499,00"). Text that is not an amount ("49.90", "abc") is refused
// by the form with a message saying how to write it — never read as some other price. The form
// holds a number of reais (null when empty).
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { FieldTitle, InputHelperText, type InputProps, useInput, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { formatMoney, parseMoney } from '../../common/validation';

/** 12345.6 → '12.345,60' (no prefix: the adornment shows it); anything else as it is. */
const display = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value)
    ? formatMoney(value).replace(/^(-?)R\$ /, '$1')
    : typeof value === 'string'
      ? value
      : '';

/** The form's value for the text: a number of reais, null when empty, the text itself when invalid. */
const formValueOf = (text: string): number | string | null => {
  if (text.trim() === '') return null;
  return parseMoney(text) ?? text;
};

/** Refuses text that is not an amount (the form then holds that text, not a number). */
const amountOnly = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? 'resources.plans.validation.money_format' : undefined;

export function MoneyInput({
  label,
  validate,
  ...props
}: Omit<InputProps, 'format' | 'parse'> & { label: string; helperText?: unknown }) {
  const translate = useTranslate();
  const rules = [amountOnly, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  const { field, fieldState, isRequired, id } = useInput({ ...props, validate: rules });
  const [focused, setFocused] = useState(false);
  const [text, setText] = useState(() => display(field.value));
  // Values set from outside (loading a record, a reset) show in full while the field is not in use.
  useEffect(() => {
    if (!focused) setText(display(field.value));
  }, [field.value, focused]);

  const amount = typeof field.value === 'number' ? field.value : null;
  const { isSubmitted } = useFormState();
  // Shown as react-admin's inputs show theirs: once the field was left or the form submitted.
  const error = fieldState.invalid && (fieldState.isTouched || isSubmitted);
  // While typing: the amount the text means, or how to write one.
  const hint =
    amount !== null
      ? formatMoney(amount)
      : typeof field.value === 'string'
        ? translate('resources.plans.validation.money_format')
        : ' ';
  const helper = error ? <InputHelperText error={fieldState.error?.message} /> : focused ? hint : ' ';
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={text}
      label={<FieldTitle label={label} source={props.source} isRequired={isRequired} />}
      onFocus={() => setFocused(true)}
      onChange={(e) => {
        setText(e.target.value);
        field.onChange(formValueOf(e.target.value));
      }}
      onBlur={() => {
        setFocused(false);
        setText(display(field.value));
        field.onBlur();
      }}
      error={error}
      helperText={helper}
      size="small"
      margin="dense"
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        // The hint wraps within the field's width instead of widening it (and the row) to its length.
        formHelperText: { 'aria-live': 'polite', sx: { width: 0, minWidth: '100%' } } as object,
      }}
    />
  );
}
