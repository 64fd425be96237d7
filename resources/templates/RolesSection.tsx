// The template's roles ("Contratante", "Testemunha 1"), in order: each with its name, the act asked
// (the same acts as a signing request), how it is reached (e-mail, WhatsApp, both) and whether a
// one-time code is asked; added, moved up or down, taken away (its fields go with it).
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  SIGNATORIES_MAX,
  SIGNING_CHANNELS,
  type SignatureType,
  type SigningChannel,
} from '../../common/signing';
import { useActLabels } from '../signing/useActLabels';
import { type DraftErrors, type RoleDraft, rowErrors } from './templateDraft';
import { useTemplatesT } from './useTemplatesT';

interface Props {
  roles: RoleDraft[];
  errors: DraftErrors;
  disabled: boolean;
  onChange(index: number, patch: Partial<RoleDraft>): void;
  onAdd(): void;
  onMove(index: number, by: -1 | 1): void;
  onRemove(index: number): void;
}

export function RolesSection({ roles, errors, disabled, ...on }: Props) {
  const { t, text } = useTemplatesT();
  const acts = useActLabels();
  const listError = errors['definicao.papeis'];
  return (
    <Box component="section" aria-labelledby="template-roles" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="template-roles" component="h2" variant="h6">
        {t('roles.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('roles.help')}
      </Typography>
      <Box component="ol" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {roles.map((role, i) => {
          const own = rowErrors(errors, `definicao.papeis.${i}.`);
          const shown = (field: string) =>
            own[field] ? { error: true, helperText: text(own[field] ?? '') } : {};
          const n = i + 1;
          return (
            <Box
              component="li"
              key={role.key}
              data-testid="template-role"
              aria-label={t('roles.row', { n })}
              sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography component="span" variant="subtitle2" sx={{ flex: 1 }}>
                  {t('roles.row', { n })}
                </Typography>
                <IconButton
                  size="small"
                  disabled={disabled || i === 0}
                  onClick={() => on.onMove(i, -1)}
                  aria-label={t('roles.up', { n })}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  disabled={disabled || i === roles.length - 1}
                  onClick={() => on.onMove(i, 1)}
                  aria-label={t('roles.down', { n })}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  disabled={disabled || roles.length === 1}
                  onClick={() => on.onRemove(i)}
                  aria-label={t('roles.remove', { n })}
                  data-testid="template-role-remove"
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Box>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
                <TextField
                  required
                  size="small"
                  label={t('roles.nome')}
                  placeholder={t('roles.nome_placeholder')}
                  value={role.nome}
                  disabled={disabled}
                  onChange={(e) => on.onChange(i, { nome: e.target.value })}
                  {...shown('nome')}
                  slotProps={{ htmlInput: { maxLength: 60, 'data-testid': 'template-role-nome' } }}
                />
                <TextField
                  select
                  size="small"
                  label={t('roles.tipo')}
                  value={role.tipo}
                  disabled={disabled}
                  onChange={(e) => on.onChange(i, { tipo: Number(e.target.value) as SignatureType })}
                  {...shown('tipo')}
                  slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'template-role-tipo' } }}
                >
                  {acts.choices.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </TextField>
                <TextField
                  select
                  size="small"
                  label={t('roles.canal')}
                  value={role.canal}
                  disabled={disabled}
                  onChange={(e) => on.onChange(i, { canal: e.target.value as SigningChannel })}
                  {...shown('canal')}
                  slotProps={{
                    select: { native: true },
                    htmlInput: { 'data-testid': 'template-role-canal' },
                  }}
                >
                  {SIGNING_CHANNELS.map((c) => (
                    <option key={c} value={c}>
                      {t(`channel.${c}`)}
                    </option>
                  ))}
                </TextField>
                <FormControlLabel
                  disabled={disabled}
                  control={
                    <Switch
                      checked={role.exige_codigo}
                      onChange={(e) => on.onChange(i, { exige_codigo: e.target.checked })}
                    />
                  }
                  label={t('roles.exige_codigo')}
                />
              </Box>
            </Box>
          );
        })}
      </Box>
      {listError && <FormHelperText error>{text(listError)}</FormHelperText>}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={on.onAdd}
          disabled={disabled || roles.length >= SIGNATORIES_MAX}
          data-testid="template-role-add"
        >
          {t('roles.add')}
        </Button>
      </Box>
    </Box>
  );
}
