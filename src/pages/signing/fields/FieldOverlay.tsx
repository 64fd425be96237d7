// One place of a field over its page, positioned in percent of the page slot (the fractions of the
// page as displayed, exactly what the renderer draws). What it shows: the platform's value (nome,
// e-mail, date, a given CPF), the adopted mark's image, what the signer typed, a tick; while empty,
// the field's name on a dashed box and, when required, an "Obrigatório" tag (text, not colour
// alone). A field the signer fills is a button named "Assinatura, página 2, obrigatório" that adopts
// the mark, opens the text sheet or ticks the box; its text scales with the page (cqw: the slot's
// width), so it reads the same at every zoom.
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import { useId } from 'react';
import type { FieldArea } from '../../../../common/schemas/signatureFields';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { useFieldsT } from '../useFieldsT';
import { isFillable, isMarkField, type Placed } from './model';
import { useSignerFields } from './SignerFields';

const INK = '#0d47a1';
const ERROR = '#b71c1c';

/**
 * A font size that fits `text` on one line of the box (its border and padding aside): at most 60 %
 * of its height (in cqw).
 */
function textSize(area: FieldArea, ratio: number, text: string) {
  const height = area.altura * ratio * 100;
  const width = area.largura * 100 * 0.8;
  const size = Math.min(height * 0.6, width / Math.max(1, text.length * 0.62));
  return {
    fontSize: '10px',
    '@supports (width: 1cqw)': { fontSize: `clamp(6px, ${size.toFixed(2)}cqw, 40px)` },
  };
}

/** A fraction of the page in percent of its slot (rounded past what a screen can show). */
const percent = (fraction: number) => `${Number((fraction * 100).toFixed(4))}%`;

/** The box, where the area is. */
const boxAt = (area: FieldArea) =>
  ({
    position: 'absolute',
    left: percent(area.x),
    top: percent(area.y),
    width: percent(area.largura),
    height: percent(area.altura),
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    m: 0,
    p: 0,
    lineHeight: 1.1,
    fontFamily: 'inherit',
    whiteSpace: 'nowrap',
    borderRadius: '2px',
  }) as const;

/**
 * The tag over (or, at the page's top, under) the box, on the side that keeps it on the page: the
 * "Obrigatório" of an empty required field, or the act's refusal.
 */
function Tag({ area, id, text, error }: { area: FieldArea; id: string; text: string; error: boolean }) {
  const right = area.x + area.largura / 2 > 0.5;
  const below = area.y < 0.04;
  return (
    <Box
      component="span"
      id={id}
      data-testid={error ? 'field-error' : 'field-required'}
      sx={{
        position: 'absolute',
        [right ? 'right' : 'left']: 0,
        [below ? 'top' : 'bottom']: 'calc(100% + 2px)',
        px: 0.5,
        borderRadius: '2px',
        bgcolor: error ? ERROR : INK,
        color: '#fff',
        fontSize: '10px',
        fontWeight: 600,
        lineHeight: '14px',
        whiteSpace: error ? 'normal' : 'nowrap',
        width: error ? 'max-content' : undefined,
        maxWidth: '60vw',
        textAlign: 'left',
        pointerEvents: 'none',
      }}
    >
      {text}
    </Box>
  );
}

export function FieldOverlay({ placed, ratio }: { placed: Placed; ratio: number }) {
  const { field, area } = placed;
  const { t } = useFieldsT();
  const s = useSignerFields();
  const id = useId();
  const name = field.rotulo || t(`types.${field.tipo}`);
  const place = { field: name, page: area.pagina };
  const filled = s.filled(field);
  const mark = isMarkField(field) ? s.marks[field.tipo] : null;
  const typed = s.typed[field.id];
  const own = s.editable && isFillable(field);
  const ticked = own ? typed === true : field.valor === 'true';
  const shown = !isFillable(field) ? (field.valor ?? '') : typeof typed === 'string' ? typed : '';
  const data = {
    'data-testid': 'field-overlay',
    'data-field-id': field.id,
    'data-type': field.tipo,
    'data-page': area.pagina,
    'data-filled': filled,
    'data-required': field.obrigatorio,
  };
  const content = mark ? (
    <Box
      component="img"
      src={mark.url}
      alt={own ? '' : name}
      loading="lazy"
      decoding="async"
      draggable={false}
      sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
    />
  ) : field.tipo === 'caixa' ? (
    ticked ? (
      <CheckIcon sx={{ width: '100%', height: '100%', color: '#000' }} aria-hidden />
    ) : null
  ) : (
    <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%', px: '2px' }}>
      {shown || name}
    </Box>
  );
  const text = shown || (field.tipo === 'caixa' ? '' : name);
  const ink = shown ? { color: '#000' } : { color: INK, fontWeight: 600 };

  if (!own)
    return (
      <Box
        {...data}
        sx={{
          ...boxAt(area),
          ...textSize(area, ratio, text),
          ...ink,
          border: '1px dotted rgba(0, 0, 0, 0.4)',
          bgcolor: mark ? 'transparent' : 'rgba(255, 255, 255, 0.8)',
        }}
      >
        {!mark && (
          <Box component="span" sx={visuallyHidden}>
            {t('signer.place', place)}{' '}
          </Box>
        )}
        {content}
      </Box>
    );

  const error = s.errors[field.id];
  const needed = field.obrigatorio && !filled;
  const state = mark
    ? t(`signer.adopted.${field.tipo}`)
    : field.tipo === 'caixa'
      ? null
      : shown
        ? t('signer.filled', { value: shown })
        : t('signer.empty');
  return (
    <Box
      component="button"
      type="button"
      {...data}
      role={field.tipo === 'caixa' ? 'checkbox' : undefined}
      aria-checked={field.tipo === 'caixa' ? typed === true : undefined}
      aria-haspopup={field.tipo === 'caixa' ? undefined : 'dialog'}
      aria-label={t(field.obrigatorio ? 'signer.name_required' : 'signer.name_optional', place)}
      aria-describedby={[error && `${id}-tag`, state && `${id}-state`].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
      onClick={() => s.activate(field)}
      sx={{
        ...boxAt(area),
        ...textSize(area, ratio, text),
        ...ink,
        cursor: 'pointer',
        border: error
          ? `2px solid ${ERROR}`
          : filled
            ? '1px solid rgba(13, 71, 161, 0.55)'
            : `2px dashed ${INK}`,
        bgcolor: mark ? 'transparent' : filled ? 'rgba(255, 255, 255, 0.8)' : 'rgba(227, 242, 253, 0.92)',
        '&:hover': { bgcolor: 'rgba(187, 222, 251, 0.6)' },
        '&:focus-visible': { outline: `3px solid ${INK}`, outlineOffset: '2px' },
        // A finger needs more than a small box: the tap lands on the field within 44 px of its centre.
        '&::after': {
          content: '""',
          position: 'absolute',
          left: '50%',
          top: '50%',
          width: 'max(100%, 44px)',
          height: 'max(100%, 44px)',
          transform: 'translate(-50%, -50%)',
        },
      }}
    >
      {content}
      {state && (
        <Box component="span" id={`${id}-state`} sx={visuallyHidden}>
          {state}
        </Box>
      )}
      {(error || needed) && (
        <Tag area={area} id={`${id}-tag`} text={error ?? t('signer.required')} error={Boolean(error)} />
      )}
    </Box>
  );
}

/** The places of the signer's fields on one page (nothing when it has none). */
export function FieldLayer({ page, ratio }: { page: number; ratio: number }) {
  const { pages } = useSignerFields();
  return (pages.get(page) ?? []).map((placed: Placed) => (
    <FieldOverlay
      key={`${placed.field.id}:${placed.area.x}:${placed.area.y}`}
      placed={placed}
      ratio={ratio}
    />
  ));
}
