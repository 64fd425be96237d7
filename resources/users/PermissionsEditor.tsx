// What someone may do in a company, chosen as a role — Administrador (every permission the one
// granting holds), Operador (documents, signing and messages, managing nothing), Só assina (no
// permission: they sign what is sent to them in their inbox) — or permission by permission
// ("Personalizado", the checklist of names). Used by the team's invite and member dialogs and by the
// back office's invite, company link and permissions tab. An invite starts with no role chosen, so
// nobody is invited with nothing by a slip (the API refuses an empty list unless it says "só assina").
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import {
  isPermission,
  PERMISSIONS,
  type PermissionRole,
  roleOf,
  rolePermissions,
} from '../../common/permissions';
import { PermissionChecklist, usePermissionLabels } from './PermissionChecklist';
import { useRolesT } from './useRolesT';

/** A role, or the permissions ticked one by one. */
export type RoleChoice = PermissionRole | 'custom';
const CHOICES: readonly RoleChoice[] = ['admin', 'operator', 'signer', 'custom'];

/** What someone will hold: the permissions and, once picked, how they were chosen. */
export interface PermissionsDraft {
  permissions: string[];
  choice: RoleChoice | null;
}

/** A role's permissions out of what may be granted, keeping those held that the caller cannot change. */
function presetOf(role: PermissionRole, held: readonly string[], grantable: readonly string[]): string[] {
  const locked = held.filter((p) => !isPermission(p) || !grantable.includes(p));
  const preset = rolePermissions(role, grantable);
  return PERMISSIONS.filter((p) => preset.includes(p) || locked.includes(p));
}

/**
 * How a set someone already holds reads as a choice: none is "só assina", every permission or exactly
 * the operator's is that role, anything else is custom.
 */
export const choiceOf = (held: readonly string[]): RoleChoice => roleOf(held) ?? 'custom';

/** A draft for what someone already holds. */
export const draftOf = (held: readonly string[]): PermissionsDraft => ({
  permissions: [...held],
  choice: choiceOf(held),
});

interface Props {
  draft: PermissionsDraft;
  onChange(draft: PermissionsDraft): void;
  /** What may be granted (default: every permission). */
  grantable?: readonly string[];
  /** Lists only what may be ticked (an invite), instead of showing the rest locked. */
  onlyGrantable?: boolean;
  disabled?: boolean;
  /** A message under the choice (already an i18n key or text). */
  error?: string;
  /** Says what an empty custom set means (a change to an existing member, which the API allows). */
  warnEmpty?: boolean;
}

export function PermissionsEditor({
  draft,
  onChange,
  grantable = PERMISSIONS,
  onlyGrantable,
  disabled,
  error,
  warnEmpty,
}: Props) {
  const translate = useTranslate();
  const rt = useRolesT();
  const labels = usePermissionLabels();
  const base = useId();
  const choose = (choice: RoleChoice) =>
    onChange({
      choice,
      permissions: choice === 'custom' ? draft.permissions : presetOf(choice, draft.permissions, grantable),
    });
  const available = (choice: RoleChoice) =>
    choice === 'signer' || choice === 'custom' || rolePermissions(choice, grantable).length > 0;
  const operator = rolePermissions('operator', grantable);

  return (
    <Box sx={{ my: 1 }}>
      <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} fullWidth>
        <FormLabel component="legend" sx={{ mb: 0.5 }}>
          {rt('label')}
        </FormLabel>
        <RadioGroup
          name="role"
          value={draft.choice ?? ''}
          onChange={(e) => choose(e.target.value as RoleChoice)}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            columnGap: 2,
            rowGap: 1,
          }}
        >
          {CHOICES.map((choice) => {
            const help = `${base}-${choice}`;
            const off = disabled || !available(choice);
            return (
              <Box key={choice}>
                <FormControlLabel
                  value={choice}
                  disabled={off}
                  sx={{ mr: 0 }}
                  control={<Radio size="small" slotProps={{ input: { 'aria-describedby': help } }} />}
                  label={
                    <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                      {translate(`resources.users.roles.${choice}`)}
                    </Typography>
                  }
                />
                <Typography
                  id={help}
                  variant="caption"
                  component="p"
                  color={off ? 'text.disabled' : 'text.secondary'}
                  sx={{ pl: 4, mt: -0.5 }}
                >
                  {rt(`${choice}_help`)}
                </Typography>
              </Box>
            );
          })}
        </RadioGroup>
        {error && <FormHelperText>{translate(error, { _: error })}</FormHelperText>}
      </FormControl>
      {draft.choice === 'operator' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="role-includes">
          {rt('includes', { list: labels(operator).join(', ') })}
        </Typography>
      )}
      {draft.choice === 'custom' && (
        <PermissionChecklist
          value={draft.permissions}
          onChange={(permissions) => onChange({ choice: 'custom', permissions })}
          grantable={grantable}
          onlyGrantable={onlyGrantable}
          disabled={disabled}
        />
      )}
      {warnEmpty && draft.choice === 'custom' && draft.permissions.length === 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {rt('none')}
        </Alert>
      )}
    </Box>
  );
}

/** An empty list with no role chosen: a slip, as the invite API says too. */
export const validatePermissionChoice = (value: unknown, all: Record<string, unknown>) =>
  Array.isArray(value) && value.length === 0 && all.signer_only !== true
    ? 'resources.users.roles.required'
    : undefined;

/**
 * The editor as react-admin form inputs: `permissions` (the names) and `signer_only` (the "Só assina"
 * role), a new link or invite starting with no role chosen.
 */
export function PermissionsInput() {
  const { field, fieldState } = useInput({
    source: 'permissions',
    defaultValue: [],
    validate: validatePermissionChoice,
  });
  const signer = useInput({ source: 'signer_only', defaultValue: false });
  const value = Array.isArray(field.value) ? (field.value as string[]) : [];
  const [choice, setChoice] = useState<RoleChoice | null>(signer.field.value === true ? 'signer' : null);
  return (
    <PermissionsEditor
      draft={{ permissions: value, choice }}
      onChange={(next) => {
        setChoice(next.choice);
        signer.field.onChange(next.choice === 'signer');
        field.onChange(next.permissions);
        field.onBlur();
      }}
      error={fieldState.error?.message}
    />
  );
}
