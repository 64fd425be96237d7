// A picker over IBGE reference data (states, municipalities): the data loaded when the picker opens
// or has a value to show, the chosen item given back by its code.
import Autocomplete, { type AutocompleteProps } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useAddressT } from './useAddressT';
import { useLoaded } from './useLoaded';

interface Props<Data, T extends { id: number }> {
  /** The field's name and its label's key in the address texts (useAddressT). */
  name: string;
  label: string;
  load(): Promise<Data>;
  optionsOf(data: Data): readonly T[];
  find(data: Data, id: number): T | undefined;
  value: number | null;
  onChange(id: number | null): void;
  getOptionLabel(option: T): string;
  filterOptions?: AutocompleteProps<T, false, false, false>['filterOptions'];
  disabled?: boolean;
  error?: string;
  /** Said under the field when there is no error. */
  hint?: string;
  /** Marked as required (default). */
  required?: boolean;
}

export function ReferencePicker<Data, T extends { id: number }>(props: Props<Data, T>) {
  const { name, label, value, error, required = true } = props;
  const t = useAddressT();
  const [open, setOpen] = useState(false);
  const data = useLoaded(open || value !== null, props.load);
  return (
    <Autocomplete<T>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disabled={props.disabled}
      options={data ? props.optionsOf(data) : []}
      loading={open && !data}
      value={(value !== null && data && props.find(data, value)) || null}
      onChange={(_e, o) => props.onChange(o?.id ?? null)}
      filterOptions={props.filterOptions}
      getOptionLabel={props.getOptionLabel}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loadingText={t('options_loading')}
      noOptionsText={t('no_options')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={t(label)}
          required={required}
          margin="dense"
          error={Boolean(error)}
          helperText={error ?? props.hint}
          // The hint says why the field is disabled: it stays readable (contrast), not greyed out.
          sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
        />
      )}
    />
  );
}
