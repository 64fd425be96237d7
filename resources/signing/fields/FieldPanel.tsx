// The selected field's details: whose it is, its type (signature and rubrica only for acts that take
// marks), required or not, the label of a free text or a checkbox (required) and a free text's
// maximum length, the size of this place in points (the keyboard's way to resize), and taking the
// place or the whole field away. A problem the API or the browser found shows at the top.
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  actTakesMarks,
  FIELD_LABEL_MAX,
  FIELD_TEXT_MAX,
  FIELD_TYPES,
  type FieldType,
  isMarkType,
} from '../../../common/signatureFields';
import type { EditorField, EditorSignatory } from './editorFields';
import { fieldName, signatoryLabel } from './fieldNames';
import type { PageSize } from './geometry';
import { useEditorT } from './useEditorT';

export type FieldPatch = Partial<Omit<EditorField, 'key'>>;

interface Props {
  field: EditorField | null;
  area: number;
  signatories: readonly EditorSignatory[];
  sizes: readonly PageSize[];
  /** The problem to show (already translated), if any. */
  error: string | null;
  disabled: boolean;
  /** `tag` merges a series of changes (letters typed) into one undo step. */
  onChange(patch: FieldPatch, tag?: string): void;
  /** A new size in points for this place (either side). */
  onResize(size: { largura?: number; altura?: number }): void;
  onRemoveArea(): void;
  onRemoveField(): void;
}

/** A size in points, typed freely and applied when the field is left or Enter is pressed. */
function PointsInput(props: { label: string; value: number; disabled: boolean; onCommit(pt: number): void }) {
  const [text, setText] = useState(String(props.value));
  const commit = () => {
    const pt = Number(text.replace(',', '.'));
    if (Number.isFinite(pt) && pt > 0 && pt !== props.value) props.onCommit(pt);
    else setText(String(props.value));
  };
  return (
    <TextField
      size="small"
      label={props.label}
      value={text}
      disabled={props.disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        commit();
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

export function FieldPanel({ field, area, signatories, sizes, error, disabled, ...on }: Props) {
  const { t } = useEditorT();
  const headingId = useId();
  const place = field?.areas[area];
  const page = place && sizes[place.pagina - 1];
  if (!field || !place || !page)
    return (
      <Typography variant="caption" color="text.secondary" component="p">
        {t('panel.none')}
      </Typography>
    );
  const owner = signatories.find((s) => s.key === field.owner);
  const marks = owner ? actTakesMarks(owner.tipo) : false;
  const labelled = field.tipo === 'texto' || field.tipo === 'caixa';
  const width = Math.round(place.largura * page.largura);
  const height = Math.round(place.altura * page.altura);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="field-panel"
      sx={{ display: 'grid', gap: 1.25, alignContent: 'start' }}
    >
      <Box>
        <Typography id={headingId} component="h3" variant="subtitle2">
          {t('panel.heading')}
        </Typography>
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          {fieldName(t, field, area, signatories)}
        </Typography>
        {field.areas.length > 1 && (
          <Typography variant="caption" color="text.secondary">
            {t('panel.places', { page: place.pagina, n: area + 1, count: field.areas.length })}
          </Typography>
        )}
      </Box>
      {error && (
        <Alert severity="error" data-testid="field-error">
          {error}
        </Alert>
      )}
      <TextField
        select
        size="small"
        label={t('panel.owner')}
        value={field.owner}
        disabled={disabled}
        onChange={(e) => on.onChange({ owner: Number(e.target.value) })}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'field-owner' } }}
      >
        {signatories.map((s) => (
          <option key={s.key} value={s.key} disabled={isMarkType(field.tipo) && !actTakesMarks(s.tipo)}>
            {signatoryLabel(t, signatories, s.key)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('panel.type')}
        value={field.tipo}
        disabled={disabled}
        onChange={(e) => on.onChange({ tipo: e.target.value as FieldType })}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'field-type' } }}
      >
        {FIELD_TYPES.map((tipo) => (
          <option key={tipo} value={tipo} disabled={isMarkType(tipo) && !marks}>
            {t(`types.${tipo}`)}
          </option>
        ))}
      </TextField>
      <FormControlLabel
        disabled={disabled}
        control={
          <Switch
            checked={field.obrigatorio}
            onChange={(e) => on.onChange({ obrigatorio: e.target.checked })}
            slotProps={{ input: { 'data-testid': 'field-required' } as object }}
          />
        }
        label={t('panel.required')}
      />
      {labelled && (
        <TextField
          size="small"
          required
          label={t('panel.label')}
          value={field.rotulo}
          disabled={disabled}
          helperText={t('panel.label_help')}
          onChange={(e) => on.onChange({ rotulo: e.target.value }, `label:${field.key}`)}
          slotProps={{ htmlInput: { maxLength: FIELD_LABEL_MAX, 'data-testid': 'field-label' } }}
        />
      )}
      {field.tipo === 'texto' && (
        <TextField
          size="small"
          type="number"
          label={t('panel.max')}
          value={field.max_caracteres ?? ''}
          disabled={disabled}
          helperText={t('panel.max_help', { max: FIELD_TEXT_MAX })}
          onChange={(e) => {
            const n = Math.round(Number(e.target.value));
            on.onChange(
              { max_caracteres: e.target.value && n > 0 ? Math.min(n, FIELD_TEXT_MAX) : null },
              `max:${field.key}`,
            );
          }}
          slotProps={{ htmlInput: { min: 1, max: FIELD_TEXT_MAX, 'data-testid': 'field-max' } }}
        />
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <PointsInput
          key={`w${field.key}:${area}:${width}`}
          label={t('panel.width')}
          value={width}
          disabled={disabled}
          onCommit={(pt) => on.onResize({ largura: pt })}
        />
        <PointsInput
          key={`h${field.key}:${area}:${height}`}
          label={t('panel.height')}
          value={height}
          disabled={disabled}
          onCommit={(pt) => on.onResize({ altura: pt })}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {field.areas.length > 1 && (
          <Button size="small" disabled={disabled} onClick={on.onRemoveArea} data-testid="field-remove-area">
            {t('panel.remove_area')}
          </Button>
        )}
        <Button
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          disabled={disabled}
          onClick={on.onRemoveField}
          data-testid="field-remove"
        >
          {t('panel.remove')}
        </Button>
      </Box>
    </Box>
  );
}
