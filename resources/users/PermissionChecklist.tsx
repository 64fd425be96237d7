// The product's permissions as a checklist with their labels, and a "tick all" switch. A
// permission the caller may not grant is shown but locked (the API refuses it anyway). And a list's
// short form of a set of permissions: how many, with their labels on hover or focus.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useInput, useTranslate } from 'react-admin';
import { isPermission, PERMISSION_LABELS, PERMISSIONS, type Permission } from '../../common/permissions';
import { useLanguage } from './shared';

export interface PermissionChecklistProps {
  value: readonly string[];
  onChange(value: string[]): void;
  /** What may be ticked or unticked (default: every permission). */
  grantable?: readonly string[];
  /** Lists only what may be ticked (an invite), instead of showing the rest locked. */
  onlyGrantable?: boolean;
  disabled?: boolean;
  label?: string;
  error?: string;
}

export function PermissionChecklist({
  value,
  onChange,
  grantable = PERMISSIONS,
  onlyGrantable,
  disabled,
  label = 'resources.users.fields.permissions',
  error,
}: PermissionChecklistProps) {
  const translate = useTranslate();
  const lang = useLanguage();
  const can = (p: Permission) => grantable.includes(p);
  const allTicked = PERMISSIONS.filter(can).every((p) => value.includes(p));
  const toggle = (p: Permission, on: boolean) =>
    onChange(on ? PERMISSIONS.filter((x) => x === p || value.includes(x)) : value.filter((x) => x !== p));
  const toggleAll = () =>
    onChange(
      allTicked
        ? value.filter((p) => !isPermission(p) || !can(p))
        : PERMISSIONS.filter((p) => can(p) || value.includes(p)),
    );

  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      disabled={disabled}
      fullWidth
      sx={{ my: 1, display: 'block' }}
    >
      <FormLabel component="legend" sx={{ float: 'left', mr: 2, lineHeight: '30px' }}>
        {translate(label)}
      </FormLabel>
      <Box sx={{ mb: 1 }}>
        <Button size="small" onClick={toggleAll} disabled={disabled}>
          {translate(
            allTicked ? 'resources.users.permissions.clear_all' : 'resources.users.permissions.select_all',
          )}
        </Button>
      </Box>
      <Box
        sx={{
          clear: 'both',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
          columnGap: 2,
        }}
      >
        {(onlyGrantable ? PERMISSIONS.filter(can) : PERMISSIONS).map((p) => {
          const box = (
            <FormControlLabel
              key={p}
              disabled={disabled || !can(p)}
              control={
                <Checkbox
                  size="small"
                  checked={value.includes(p)}
                  onChange={(e) => toggle(p, e.target.checked)}
                  name={p}
                />
              }
              label={
                <span>
                  {PERMISSION_LABELS[lang][p]}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    ({p})
                  </Typography>
                </span>
              }
            />
          );
          return can(p) ? (
            box
          ) : (
            <Tooltip key={p} title={translate('resources.users.permissions.not_grantable')}>
              <span>{box}</span>
            </Tooltip>
          );
        })}
      </Box>
      {error && <FormHelperText>{translate(error, { _: error })}</FormHelperText>}
    </FormControl>
  );
}

/** The checklist as a react-admin form input (an array of permission names). */
export function PermissionsInput({ source = 'permissions' }: { source?: string }) {
  const { field, fieldState } = useInput({ source, defaultValue: [] });
  return (
    <PermissionChecklist
      value={Array.isArray(field.value) ? (field.value as string[]) : []}
      onChange={(v) => {
        field.onChange(v);
        field.onBlur();
      }}
      error={fieldState.error?.message}
    />
  );
}

/** The permissions' labels, in the catalogue's language. */
export function usePermissionLabels() {
  const lang = useLanguage();
  return (list: readonly string[]) => list.map((p) => (isPermission(p) ? PERMISSION_LABELS[lang][p] : p));
}

/** "3 permissões" as a chip whose tooltip (and accessible description) lists them. */
export function PermissionCount({ permissions }: { permissions: readonly string[] }) {
  const translate = useTranslate();
  const labels = usePermissionLabels();
  const count = translate('resources.users.companies.permissions_count', {
    count: permissions.length,
    total: PERMISSIONS.length,
  });
  return (
    <Tooltip title={labels(permissions).join(', ')} describeChild>
      <Chip size="small" variant="outlined" label={count} tabIndex={0} data-testid="permission-count" />
    </Tooltip>
  );
}
