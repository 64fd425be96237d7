// The palette: whose fields are being placed (one colour per signatory) and the kinds of field they
// take (signature and rubrica only when their act takes marks). A field goes onto a page by dragging
// it there with the mouse or pen, by tapping it and then the place on the page (touch, or a click),
// or by the keyboard (Enter or Space puts it on the page in view). "Rubricar todas as páginas" (all
// but the last, optionally) and the anchors found in the document's text are one action each.
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import BadgeIcon from '@mui/icons-material/Badge';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import DrawIcon from '@mui/icons-material/Draw';
import EventIcon from '@mui/icons-material/Event';
import FilterNoneIcon from '@mui/icons-material/FilterNone';
import FingerprintIcon from '@mui/icons-material/Fingerprint';
import GestureIcon from '@mui/icons-material/Gesture';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type PointerEvent, type ReactElement, useId, useRef, useState } from 'react';
import { actTakesMarks, FIELD_TYPES, type FieldType, isMarkType } from '../../../common/signatureFields';
import type { EditorSignatory } from './editorFields';
import { colorOf, signatoryLabel } from './fieldNames';
import { useEditorT } from './useEditorT';

const ICONS: Record<FieldType, ReactElement> = {
  assinatura: <DrawIcon />,
  rubrica: <GestureIcon />,
  data: <EventIcon />,
  nome: <BadgeIcon />,
  cpf: <FingerprintIcon />,
  email: <AlternateEmailIcon />,
  texto: <TextFieldsIcon />,
  caixa: <CheckBoxIcon />,
};

/** A press that moves less than this is a tap (it picks the type). */
const DRAG_START_PX = 4;

interface Props {
  signatories: readonly EditorSignatory[];
  /** The signatory whose fields are being placed (index). */
  active: number;
  onActive(index: number): void;
  /** The type picked, waiting for a tap on a page. */
  armed: FieldType | null;
  onArm(tipo: FieldType | null): void;
  /** Keyboard: the field goes onto the page in view. */
  onAdd(tipo: FieldType): void;
  /** Dragged with the mouse or pen and let go at this point of the screen. */
  onDrop(tipo: FieldType, clientX: number, clientY: number): void;
  exceptLast: boolean;
  onExceptLast(value: boolean): void;
  onInitialAll(): void;
  /** Anchors found in the document's text. */
  anchors: number;
  onAnchors(): void;
  /** What the last action did, said once. */
  status: string | null;
  disabled: boolean;
}

export function FieldPalette({ signatories, active, armed, anchors, status, disabled, ...on }: Props) {
  const { t } = useEditorT();
  const headingId = useId();
  const [ghost, setGhost] = useState<{ tipo: FieldType; x: number; y: number } | null>(null);
  /** The click after a drag is not a tap. */
  const dragged = useRef(false);
  const who = signatories[active];
  const color = colorOf(active);
  const marks = who ? actTakesMarks(who.tipo) : false;
  const types = who?.types ?? FIELD_TYPES.filter((tipo) => marks || !isMarkType(tipo));

  const press = (tipo: FieldType) => (e: PointerEvent<HTMLButtonElement>) => {
    if (e.pointerType === 'touch' || e.button !== 0) return;
    const el = e.currentTarget;
    const from = { x: e.clientX, y: e.clientY };
    let dragging = false;
    const move = (ev: globalThis.PointerEvent) => {
      if (!dragging && Math.hypot(ev.clientX - from.x, ev.clientY - from.y) < DRAG_START_PX) return;
      dragging = true;
      setGhost({ tipo, x: ev.clientX, y: ev.clientY });
    };
    const up = (ev: globalThis.PointerEvent) => {
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
      setGhost(null);
      if (!dragging || ev.type === 'pointercancel') return;
      dragged.current = true;
      on.onDrop(tipo, ev.clientX, ev.clientY);
    };
    el.setPointerCapture?.(e.pointerId);
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
  };

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'grid', gap: 1, alignContent: 'start' }}
    >
      <Typography id={headingId} component="h3" variant="subtitle2">
        {t('palette.heading')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={active}
        disabled={disabled}
        aria-label={t('palette.signatory')}
        onChange={(_e, index: number | null) => index !== null && on.onActive(index)}
        sx={{ flexWrap: 'wrap' }}
      >
        {signatories.map((s, i) => (
          <ToggleButton
            key={s.key}
            value={i}
            data-testid={`field-signatory-${i + 1}`}
            sx={{ textTransform: 'none', gap: 0.75, justifyContent: 'flex-start', maxWidth: '100%' }}
          >
            <Box
              component="span"
              aria-hidden
              sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: colorOf(i), flexShrink: 0 }}
            />
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {signatoryLabel(t, signatories, s.key)}
            </Box>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {types.map((tipo) => (
          <Button
            key={tipo}
            size="small"
            variant="outlined"
            startIcon={ICONS[tipo]}
            disabled={disabled}
            aria-pressed={armed === tipo}
            data-testid={`field-palette-${tipo}`}
            onPointerDown={press(tipo)}
            onClick={(e) => {
              if (dragged.current) dragged.current = false;
              // A click with no pointer behind it (detail 0) came from the keyboard.
              else if (e.detail === 0) on.onAdd(tipo);
              else on.onArm(armed === tipo ? null : tipo);
            }}
            sx={{
              textTransform: 'none',
              // The signatory's colour on the border and the icon; the text stays readable on any.
              color: 'text.primary',
              borderColor: color,
              bgcolor: armed === tipo ? `${color}29` : undefined,
              boxShadow: armed === tipo ? `inset 0 0 0 1px ${color}` : 'none',
              '& .MuiButton-startIcon': { color },
              '&:hover': { borderColor: color, bgcolor: `${color}1f` },
              touchAction: 'manipulation',
            }}
          >
            {t(`types.${tipo}`)}
          </Button>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        {armed ? t('palette.armed', { type: t(`types.${armed}`) }) : t('palette.help')}
      </Typography>
      {!marks && !who?.types && (
        <Typography variant="caption" color="text.secondary">
          {t('palette.no_marks')}
        </Typography>
      )}
      <Box
        sx={{ display: who?.types ? 'none' : 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}
      >
        <Button
          size="small"
          variant="outlined"
          startIcon={<FilterNoneIcon />}
          disabled={disabled || !marks}
          onClick={on.onInitialAll}
          data-testid="field-initial-all"
          sx={{ textTransform: 'none' }}
        >
          {t('palette.initial_all')}
        </Button>
        <FormControlLabel
          disabled={disabled || !marks}
          control={
            <Checkbox
              size="small"
              checked={on.exceptLast}
              onChange={(e) => on.onExceptLast(e.target.checked)}
              slotProps={{ input: { 'data-testid': 'field-initial-except-last' } as object }}
            />
          }
          label={t('palette.except_last')}
        />
      </Box>
      {anchors > 0 && (
        <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<AutoFixHighIcon />}
            disabled={disabled}
            onClick={on.onAnchors}
            data-testid="field-anchors"
            sx={{ textTransform: 'none' }}
          >
            {t('palette.anchors')}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {t('palette.anchors_found', { smart_count: anchors })}
          </Typography>
        </Box>
      )}
      <Typography variant="body2" role="status" data-testid="field-editor-status">
        {status}
      </Typography>
      {ghost && (
        <Box
          aria-hidden
          sx={{
            position: 'fixed',
            left: ghost.x,
            top: ghost.y,
            transform: 'translate(-50%, -50%)',
            px: 1,
            py: 0.5,
            border: 2,
            borderColor: color,
            borderRadius: 0.5,
            bgcolor: `${color}26`,
            color: 'text.primary',
            fontSize: 12,
            fontWeight: 600,
            pointerEvents: 'none',
            zIndex: (theme) => theme.zIndex.modal + 1,
          }}
        >
          {t(`types.${ghost.tipo}`)}
        </Box>
      )}
    </Box>
  );
}
