// A labelled outlined text input for the public pages: MUI's TextField without the Select and
// Menu machinery TextField pulls in (the login page must stay small).
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type ReactNode, useId } from 'react';

export interface TextInputProps
  extends Pick<
    OutlinedInputProps,
    | 'type'
    | 'name'
    | 'value'
    | 'onChange'
    | 'onBlur'
    | 'autoComplete'
    | 'autoFocus'
    | 'disabled'
    | 'inputRef'
    | 'endAdornment'
  > {
  label: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  margin?: 'none' | 'dense' | 'normal';
  /** Attributes of the <input> itself (inputMode, maxLength, pattern…), as TextField's slotProps. */
  slotProps?: { htmlInput?: OutlinedInputProps['inputProps'] };
  id?: string;
}

export function TextInput({
  label,
  required,
  error,
  helperText,
  fullWidth = true,
  margin = 'normal',
  id,
  slotProps,
  ...input
}: TextInputProps) {
  const autoId = useId();
  const inputId = id ?? `in-${autoId}`;
  const helperId = helperText ? `${inputId}-help` : undefined;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} margin={margin} required={required} error={error}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        id={inputId}
        label={required ? `${label} *` : label}
        inputProps={{ ...slotProps?.htmlInput, 'aria-describedby': helperId }}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
