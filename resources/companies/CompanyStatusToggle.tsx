// The status column: a switch that enables or disables the company after a confirmation; a
// deleted company only shows its status.
import Chip from '@mui/material/Chip';
import Switch from '@mui/material/Switch';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CompanyView } from '../../src/providers/companiesApi';
import { useCompanyActions } from './useCompanyActions';

export function CompanyStatusToggle() {
  const record = useRecordContext<CompanyView>();
  const translate = useTranslate();
  const { toggleStatus, dialog } = useCompanyActions();
  if (!record) return null;
  const label = translate(
    record.status ? 'resources.companies.status.active' : 'resources.companies.status.inactive',
  );
  if (record.deleted_at)
    return (
      <Chip size="small" label={label} color={record.status ? 'success' : 'default'} variant="outlined" />
    );
  return (
    <>
      <Switch
        size="small"
        checked={record.status}
        slotProps={{
          input: {
            'aria-label': translate(
              record.status ? 'resources.companies.action.disable' : 'resources.companies.action.enable',
            ),
          },
        }}
        onClick={(e) => {
          e.stopPropagation();
          e.preventDefault();
          toggleStatus(record);
        }}
      />
      {label}
      {dialog}
    </>
  );
}
