// The prefill fields: named texts the sender fills when using the template (`valor`, `endereco`),
// burned into the document before it goes out, read-only for the signers. Each has a label, a key
// (made from the label until typed apart), whether it must be filled, and its places in the
// document: placed in the field editor below as "Preencher: <label>".
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PREFILLS_MAX } from '../../common/schemas/templates';
import { type DraftErrors, type PrefillDraft, rowErrors } from './templateDraft';
import { useTemplatesT } from './useTemplatesT';

interface Props {
  prefills: PrefillDraft[];
  /** How many places each prefill field has in the document, by its key. */
  placed: Record<number, number>;
  errors: DraftErrors;
  disabled: boolean;
  onChange(index: number, patch: Partial<PrefillDraft>): void;
  onAdd(): void;
  onRemove(index: number): void;
}

export function PrefillSection({ prefills, placed, errors, disabled, ...on }: Props) {
  const { t, text } = useTemplatesT();
  return (
    <Box component="section" aria-labelledby="template-prefills" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="template-prefills" component="h2" variant="h6">
        {t('prefills.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('prefills.help')}
      </Typography>
      {prefills.length > 0 && (
        <Box component="ol" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {prefills.map((p, i) => {
            const own = rowErrors(errors, `definicao.preenchimentos.${i}.`);
            const shown = (field: string) =>
              own[field] ? { error: true, helperText: text(own[field] ?? '') } : {};
            const places = placed[p.key] ?? 0;
            // Placing it answers "place it in the document" (the API's or ours).
            const areasError =
              places === 0
                ? Object.entries(own).find(([field]) => field.startsWith('areas'))?.[1]
                : undefined;
            return (
              <Box
                component="li"
                key={p.key}
                data-testid="template-prefill"
                sx={{
                  listStyle: 'none',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  p: 1.5,
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' },
                  gap: 1.5,
                  alignItems: 'start',
                }}
              >
                <TextField
                  required
                  size="small"
                  label={t('prefills.rotulo')}
                  value={p.rotulo}
                  disabled={disabled}
                  onChange={(e) => on.onChange(i, { rotulo: e.target.value })}
                  {...shown('rotulo')}
                  slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'template-prefill-rotulo' } }}
                />
                <TextField
                  required
                  size="small"
                  label={t('prefills.chave')}
                  value={p.chave}
                  disabled={disabled}
                  onChange={(e) => on.onChange(i, { chave: e.target.value.toLowerCase() })}
                  helperText={t('prefills.chave_help')}
                  {...shown('chave')}
                  slotProps={{
                    htmlInput: {
                      maxLength: 40,
                      spellCheck: false,
                      autoCapitalize: 'none',
                      'data-testid': 'template-prefill-chave',
                    },
                  }}
                />
                <IconButton
                  size="small"
                  disabled={disabled}
                  onClick={() => on.onRemove(i)}
                  aria-label={t('prefills.remove', { name: p.rotulo || i + 1 })}
                  sx={{ justifySelf: 'end' }}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
                <FormControlLabel
                  disabled={disabled}
                  control={
                    <Switch
                      checked={p.obrigatorio}
                      onChange={(e) => on.onChange(i, { obrigatorio: e.target.checked })}
                    />
                  }
                  label={t('prefills.obrigatorio')}
                />
                <Typography
                  variant="body2"
                  color={areasError ? 'error' : 'text.secondary'}
                  data-testid="template-prefill-places"
                  sx={{ alignSelf: 'center' }}
                >
                  {areasError ? text(areasError) : t('prefills.places', { smart_count: places })}
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={on.onAdd}
          disabled={disabled || prefills.length >= PREFILLS_MAX}
          data-testid="template-prefill-add"
        >
          {t('prefills.add')}
        </Button>
      </Box>
    </Box>
  );
}
