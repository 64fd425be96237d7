// The filters of every company's charges: company, status, due date from/to and a search, each
// written to the address at once (the search once typing pauses and it is long enough to filter by);
// one field under the other on a phone, side by side on a laptop.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { CHARGE_STATUSES } from '../../../../../common/constants';
import { MIN_FILTER_LENGTH } from '../../../../../common/validation';
import { useBillingT } from '../useBillingT';
import { CompanyFilter } from './CompanyFilter';
import type { useChargeFilters } from './useChargeFilters';

const TYPING_MS = 400;

export function ChargeFiltersBar({ state }: { state: ReturnType<typeof useChargeFilters> }) {
  const { t } = useBillingT();
  const { filters, setFilters } = state;
  const [text, setText] = useState(state.text);
  const q = text.trim();
  const searchable = q.length === 0 || q.length > MIN_FILTER_LENGTH;

  // The search reaches the address once typing pauses, unless it is too short to filter by.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new text is pushed, not a new setter.
  useEffect(() => {
    if (!searchable || q === (filters.q ?? '')) return;
    const timer = setTimeout(() => setFilters({ q }), TYPING_MS);
    return () => clearTimeout(timer);
  }, [q, searchable, filters.q]);

  const field = { size: 'small', slotProps: { inputLabel: { shrink: true } } } as const;
  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr)) auto',
        },
        alignItems: 'start',
        mb: 2,
      }}
    >
      <CompanyFilter
        value={filters.empresa_id}
        onChange={(id) => setFilters({ empresa_id: id ? String(id) : '' })}
      />
      <TextField
        {...field}
        select
        label={t('admin.filters.status')}
        value={filters.status ?? ''}
        onChange={(e) => setFilters({ status: e.target.value })}
        slotProps={{
          ...field.slotProps,
          select: { native: true },
          htmlInput: { 'data-testid': 'filter-status' },
        }}
      >
        <option value="">{t('admin.filters.all')}</option>
        {CHARGE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`invoices.status.${s}`)}
          </option>
        ))}
      </TextField>
      <TextField
        {...field}
        type="date"
        label={t('admin.filters.from')}
        value={filters.de ?? ''}
        onChange={(e) => setFilters({ de: e.target.value })}
        slotProps={{ ...field.slotProps, htmlInput: { max: filters.ate, 'data-testid': 'filter-from' } }}
      />
      <TextField
        {...field}
        type="date"
        label={t('admin.filters.to')}
        value={filters.ate ?? ''}
        onChange={(e) => setFilters({ ate: e.target.value })}
        slotProps={{ ...field.slotProps, htmlInput: { min: filters.de, 'data-testid': 'filter-to' } }}
      />
      <TextField
        {...field}
        type="search"
        label={t('admin.filters.q')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        helperText={searchable ? ' ' : t('admin.filters.q_hint')}
        slotProps={{ ...field.slotProps, htmlInput: { 'data-testid': 'filter-q' } }}
      />
      <Button
        onClick={() => {
          setText('');
          state.clear();
        }}
        sx={{ justifySelf: 'start', mt: { lg: 0.5 } }}
      >
        {t('admin.filters.clear')}
      </Button>
    </Box>
  );
}
