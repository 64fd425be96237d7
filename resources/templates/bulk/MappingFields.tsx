// Step 2 of a bulk send: which column of the sheet feeds each field of the template — a select per
// role's name, e-mail, mobile and CPF and per prefill value, filled with the API's suggestion.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BulkMapping } from '../../../src/providers/bulkApi';
import { useTemplatesT } from '../useTemplatesT';
import type { BulkTarget } from './targets';

interface Props {
  targets: BulkTarget[];
  columns: string[];
  mapping: BulkMapping;
  disabled: boolean;
  onChange(target: string, column: string): void;
}

export function MappingFields({ targets, columns, mapping, disabled, onChange }: Props) {
  const { t } = useTemplatesT();
  const groups: { name: string; targets: BulkTarget[] }[] = [];
  for (const target of targets) {
    const name = target.column ? target.group : t('bulk.mapping.values');
    const group = groups.find((g) => g.name === name);
    if (group) group.targets.push(target);
    else groups.push({ name, targets: [target] });
  }
  const label = (target: BulkTarget) => {
    const campo = target.label ?? t(`bulk.mapping.field.${target.column}`);
    return target.required ? t('bulk.mapping.required', { campo }) : campo;
  };
  return (
    <Box component="section" aria-labelledby="bulk-mapping" sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography id="bulk-mapping" component="h2" variant="h6">
        {t('bulk.mapping.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('bulk.mapping.help')}
      </Typography>
      {groups.map((group) => (
        <Box key={group.name} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
          <Typography component="h3" variant="subtitle2" sx={{ wordBreak: 'break-word' }}>
            {group.name}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
            }}
          >
            {group.targets.map((target) => (
              <TextField
                key={target.key}
                select
                size="small"
                label={label(target)}
                value={mapping[target.key] ?? ''}
                disabled={disabled}
                onChange={(e) => onChange(target.key, e.target.value)}
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                sx={{ minWidth: 0 }}
                data-testid={`bulk-target-${target.key}`}
              >
                <MenuItem value="">
                  <em>{t('bulk.mapping.none')}</em>
                </MenuItem>
                {columns.map((c) => (
                  <MenuItem key={c} value={c}>
                    {c}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
