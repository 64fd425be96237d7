// The company filter: an autocomplete over the back office's companies (GET /api/empresas), by name
// or CNPJ once 4 letters are typed (the list's rule), the first companies before that. A company
// given by the address (a link) is shown by its name.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { adminBillingApi } from '../../../../providers/adminBillingApi';
import { useBillingT } from '../useBillingT';

interface Option {
  id: number;
  nome: string;
}

const optionOf = (c: { id: number; razao_social: string; nome_fantasia: string | null }): Option => ({
  id: c.id,
  nome: c.nome_fantasia || c.razao_social,
});

/** Waits this long after the last key before asking. */
const TYPING_MS = 300;

export function CompanyFilter({
  value,
  onChange,
}: {
  value?: number;
  onChange(id: number | undefined): void;
}) {
  const { t } = useBillingT();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Option[] | null>(null);
  const [chosen, setChosen] = useState<Option | null>(null);

  // The address's company, by name (kept when it is the one just picked).
  useEffect(() => {
    if (value === undefined) return setChosen(null);
    if (chosen?.id === value) return;
    let live = true;
    adminBillingApi.company(value).then(
      (c) => live && setChosen(optionOf(c)),
      () => live && setChosen({ id: value, nome: `#${value}` }),
    );
    return () => {
      live = false;
    };
  }, [value, chosen?.id]);

  // The options for what is typed, once the list is open.
  useEffect(() => {
    if (!open) return;
    let live = true;
    const timer = setTimeout(() => {
      adminBillingApi.companies(text).then(
        (list) => live && setOptions(list.map(optionOf)),
        () => live && setOptions([]),
      );
    }, TYPING_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [open, text]);

  return (
    <Autocomplete<Option>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options ?? []}
      loading={open && options === null}
      value={chosen}
      onChange={(_e, option) => {
        setChosen(option);
        onChange(option?.id);
      }}
      onInputChange={(_e, typed, reason) => {
        if (reason === 'input') setText(typed);
      }}
      // The API filters: every option it answers is shown.
      filterOptions={(all) => all}
      getOptionLabel={(o) => o.nome}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loadingText={t('admin.loading')}
      noOptionsText={t('admin.filters.no_companies')}
      // The filter bar's grid sizes it: a minimum width of its own overflowed the cell onto the next.
      sx={{ minWidth: 0 }}
      data-testid="filter-company"
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={t('admin.filters.company')}
          helperText={t('admin.filters.company_hint')}
        />
      )}
    />
  );
}
