// The product's permissions as a checklist of their names, grouped by area, with a "tick all"
// switch. A permission the caller may not grant is shown but locked (the API refuses it anyway).
// And a list's short form of a set of permissions: its role's name ("Operador", "Só assina") or how
// many, with their names on hover or focus.
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
import { useTranslate } from 'react-admin';
import {
  isPermission,
  PERMISSION_GROUPS,
  PERMISSIONS,
  type Permission,
  type PermissionGroup,
  permissionLabel,
  roleOf,
} from '../../common/permissions';
import { useLanguage } from './shared';
import { useRolesT } from './useRolesT';

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

const GROUPS = Object.entries(PERMISSION_GROUPS) as [PermissionGroup, readonly Permission[]][];

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

  const box = (p: Permission) => {
    const item = (
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
        label={permissionLabel(p, lang)}
      />
    );
    return can(p) ? (
      item
    ) : (
      <Tooltip key={p} title={translate('resources.users.permissions.not_grantable')}>
        <span>{item}</span>
      </Tooltip>
    );
  };

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
      <Box sx={{ clear: 'both' }}>
        {GROUPS.map(([group, members]) => {
          const shown = onlyGrantable ? members.filter(can) : members;
          if (shown.length === 0) return null;
          const id = `permission-group-${group}`;
          return (
            <Box key={group} role="group" aria-labelledby={id} sx={{ mb: 1 }}>
              <Typography id={id} variant="subtitle2" component="p" color="text.secondary">
                {translate(`resources.users.permissions.groups.${group}`)}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
                  columnGap: 2,
                }}
              >
                {shown.map(box)}
              </Box>
            </Box>
          );
        })}
      </Box>
      {error && <FormHelperText>{translate(error, { _: error })}</FormHelperText>}
    </FormControl>
  );
}

/** The permissions' names, in the catalogue's language. */
export function usePermissionLabels() {
  const lang = useLanguage();
  return (list: readonly string[]) => list.map((p) => permissionLabel(p, lang));
}

/** How a set of permissions reads in a list: its role's name, else "3 de 17 permissões". */
export function usePermissionSummary() {
  const translate = useTranslate();
  return (permissions: readonly string[]) => {
    const role = roleOf(permissions);
    return role
      ? translate(`resources.users.roles.${role}`)
      : translate('resources.users.companies.permissions_count', {
          count: permissions.length,
          total: PERMISSIONS.length,
        });
  };
}

/** "Operador" or "3 de 17 permissões" as a chip whose tooltip (and accessible description) names them. */
export function PermissionCount({ permissions }: { permissions: readonly string[] }) {
  const rt = useRolesT();
  const labels = usePermissionLabels();
  const summary = usePermissionSummary();
  const names = labels(permissions).join(', ');
  return (
    <Tooltip title={names || rt('signer_help')} describeChild>
      <Chip
        size="small"
        variant="outlined"
        label={summary(permissions)}
        tabIndex={0}
        data-testid="permission-count"
      />
    </Tooltip>
  );
}
