// The pad a person draws a signature or rubrica on, with a finger, a pen or the mouse (pointer
// events, the pointer captured while it is down, no scrolling or zooming under it). It keeps its
// shape at every size, as wide as its place and no taller than about half the screen; the strokes,
// kept in fractions of the pad (strokes.ts), are drawn again whenever it resizes, so a phone's
// rotation keeps the drawing. "Desfazer" takes back the last stroke, "Limpar" all of them. A
// dashed line shows where to sign; it is not part of the picture.
import ClearIcon from '@mui/icons-material/Clear';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type PointerEvent, useCallback, useEffect, useId, useRef } from 'react';
import type { MarkType } from '../../../common/signatureFields';
import { useFieldsT } from '../../pages/signing/useFieldsT';
import { paintStrokes } from './paintStrokes';
import { farEnough, type Point, type Stroke, toFraction, undo } from './strokes';

export interface SignaturePadProps {
  tipo: MarkType;
  /** Width ÷ height (padAspect): kept while the strokes are, whatever the screen does. */
  aspect: number;
  strokes: readonly Stroke[];
  /** After a stroke ends, an undo or a clear: the whole drawing. */
  onChange(strokes: Stroke[]): void;
  disabled?: boolean;
}

/** The most of the screen's height the pad takes (the buttons and the dialog's own stay in view). */
const MAX_HEIGHT_VH = 55;

export function SignaturePad({ tipo, aspect, strokes, onChange, disabled }: SignaturePadProps) {
  const { t } = useFieldsT();
  const instructionsId = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  /** The stroke being drawn and the pointer drawing it (one at a time: a second finger is ignored). */
  const drawing = useRef<{ pointerId: number; points: Point[] } | null>(null);

  const paint = useCallback(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const { width, height } = el.getBoundingClientRect();
    const ratio = window.devicePixelRatio || 1;
    const w = Math.round(width * ratio);
    const h = Math.round(height * ratio);
    if (el.width !== w || el.height !== h) {
      el.width = w;
      el.height = h;
    }
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const current = drawing.current?.points;
    paintStrokes(ctx, current ? [...strokes, current] : strokes, width, height);
  }, [strokes]);

  useEffect(() => {
    paint();
    const el = canvas.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => paint());
    observer.observe(el);
    return () => observer.disconnect();
  }, [paint]);

  const add = (e: PointerEvent<HTMLCanvasElement>) => {
    const current = drawing.current;
    if (!current || e.pointerId !== current.pointerId) return false;
    const pad = e.currentTarget.getBoundingClientRect();
    // A fast pen reports several positions per event; each one keeps the curve true.
    const events = e.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const ev of events.length ? events : [e.nativeEvent]) {
      const p = toFraction(ev.clientX, ev.clientY, pad);
      if (farEnough(current.points.at(-1), p, pad.width, pad.height)) current.points.push(p);
    }
    return true;
  };

  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || drawing.current || (e.pointerType === 'mouse' && e.button !== 0)) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const pad = e.currentTarget.getBoundingClientRect();
    drawing.current = { pointerId: e.pointerId, points: [toFraction(e.clientX, e.clientY, pad)] };
    paint();
  };

  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (add(e)) paint();
  };

  const up = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!add(e)) return;
    const points = drawing.current?.points ?? [];
    drawing.current = null;
    onChange([...strokes, points]);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Typography id={instructionsId} variant="body2" color="text.secondary" sx={{ alignSelf: 'stretch' }}>
        {t('marks.pad.instructions')}
      </Typography>
      <Box
        sx={{
          position: 'relative',
          width: `min(100%, calc(${MAX_HEIGHT_VH}vh * ${aspect}))`,
          aspectRatio: String(aspect),
          // Paper under the ink, in a dark skin too: the mark is dark ink on white pages.
          bgcolor: '#fff',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: '6%',
            right: '6%',
            bottom: '25%',
            borderBottom: '1px dashed #9e9e9e',
            color: '#757575',
            fontSize: 18,
            lineHeight: 1,
            pointerEvents: 'none',
          }}
        >
          ×
        </Box>
        <canvas
          ref={canvas}
          role="img"
          aria-label={t(`marks.pad.label.${tipo}`)}
          aria-describedby={instructionsId}
          data-testid="signature-pad"
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            touchAction: 'none',
            userSelect: 'none',
            cursor: disabled ? 'default' : 'crosshair',
          }}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignSelf: 'stretch', justifyContent: 'flex-end' }}>
        <Button
          startIcon={<UndoIcon />}
          onClick={() => onChange(undo(strokes))}
          disabled={disabled || strokes.length === 0}
        >
          {t('marks.pad.undo')}
        </Button>
        <Button
          startIcon={<ClearIcon />}
          onClick={() => onChange([])}
          disabled={disabled || strokes.length === 0}
        >
          {t('marks.pad.clear')}
        </Button>
      </Stack>
    </Stack>
  );
}
