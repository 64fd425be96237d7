// One place of a field on its page: a box positioned in % of the page slot (so its numbers are the
// API's fractions exactly), in its signatory's colour, named for screen readers ("Assinatura de Ana
// Souza, página 2"), focusable and selected on focus; dragged to move, or by a corner handle
// (`data-handle`) to resize — the gestures and the keys are the editor's.
import Box from '@mui/material/Box';
import type { PointerEvent } from 'react';
import type { FieldArea } from '../../../common/schemas/signatureFields';
import type { FieldType } from '../../../common/signatureFields';
import { CORNERS } from './geometry';

interface Props {
  /** What the box shows (the type, or a free text's label). */
  text: string;
  /** Its accessible name. */
  name: string;
  box: FieldArea;
  color: string;
  selected: boolean;
  /** The id of the text that explains the keys. */
  helpId: string;
  /** A problem with the field (the API's or the browser's), read after the name. */
  error: string | null;
  disabled: boolean;
  /** Identify the box for the editor's keys and focus, and for browser tests. */
  tipo: FieldType;
  fieldKey: number;
  area: number;
  onPointerDown(e: PointerEvent<HTMLElement>): void;
  onFocus(): void;
}

const pct = (v: number) => `${v * 100}%`;

export function FieldBox({ text, name, box, color, selected, helpId, error, disabled, ...props }: Props) {
  const errorId = `${helpId}-${props.fieldKey}-${props.area}`;
  return (
    <Box
      component="button"
      type="button"
      aria-label={name}
      aria-pressed={selected}
      aria-describedby={error ? `${errorId} ${helpId}` : helpId}
      disabled={disabled}
      data-testid="field-box"
      data-field-key={props.fieldKey}
      data-area={props.area}
      data-type={props.tipo}
      data-page={box.pagina}
      onPointerDown={props.onPointerDown}
      onFocus={props.onFocus}
      // Inline: the place changes with every pointer move (no new style rule each time).
      style={{ left: pct(box.x), top: pct(box.y), width: pct(box.largura), height: pct(box.altura) }}
      sx={{
        position: 'absolute',
        m: 0,
        p: 0,
        boxSizing: 'border-box',
        border: 2,
        borderStyle: error ? 'dashed' : 'solid',
        borderColor: error ? 'error.main' : color,
        borderRadius: 0.5,
        bgcolor: `${color}26`,
        color: 'text.primary',
        font: 'inherit',
        fontSize: 11,
        fontWeight: 600,
        lineHeight: 1.1,
        overflow: 'visible',
        cursor: disabled ? 'default' : 'move',
        // The finger drags the box instead of scrolling the pages.
        touchAction: 'none',
        userSelect: 'none',
        zIndex: selected ? 2 : 1,
        boxShadow: selected ? `0 0 0 2px #fff, 0 0 0 4px ${color}` : 'none',
        '&:focus-visible': { outline: `3px solid ${color}`, outlineOffset: 2 },
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          display: 'block',
          px: 0.25,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
          textAlign: 'left',
          bgcolor: 'rgba(255,255,255,0.85)',
        }}
      >
        {text}
      </Box>
      {error && (
        <Box component="span" id={errorId} sx={{ display: 'none' }}>
          {error}
        </Box>
      )}
      {selected &&
        !disabled &&
        CORNERS.map((corner) => (
          <Box
            key={corner}
            component="span"
            aria-hidden
            data-handle={corner}
            data-testid={`field-handle-${corner}`}
            sx={{
              position: 'absolute',
              width: 12,
              height: 12,
              // Bigger under a finger.
              '@media (pointer: coarse)': { width: 22, height: 22 },
              bgcolor: '#fff',
              border: 2,
              borderColor: color,
              borderRadius: '50%',
              transform: 'translate(-50%, -50%)',
              left: corner.endsWith('w') ? 0 : '100%',
              top: corner.startsWith('n') ? 0 : '100%',
              cursor: corner === 'nw' || corner === 'se' ? 'nwse-resize' : 'nesw-resize',
            }}
          />
        ))}
    </Box>
  );
}
