// The typed way to a mark: the person's name (or, for a rubrica, their initials), prefilled and
// editable, written live in the handwriting font on a white strip as it will be adopted. While the
// font loads a spinner stands in; a font that did not load, or a character it lacks, is said plainly
// (drawing or an image still work).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef } from 'react';
import type { MarkType } from '../../../common/signatureFields';
import { useFieldsT } from '../../pages/signing/useFieldsT';
import { type Handwriting, missingGlyphs, typedText } from './handwritingFont';
import { paintTyped } from './typedImage';

/** The longest text of each mark. */
const TYPED_MAX: Record<MarkType, number> = { assinatura: 60, rubrica: 12 };

export interface TypedMarkProps {
  tipo: MarkType;
  value: string;
  onChange(value: string): void;
  /** The font's load for this text (useHandwriting). */
  font: Handwriting;
  disabled?: boolean;
}

export function TypedMark({ tipo, value, onChange, font, disabled }: TypedMarkProps) {
  const { t } = useFieldsT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const text = typedText(value);
  const missing = missingGlyphs(value);
  const shown = font.state === 'ready' && text !== '' && missing === '';

  // Painted again when the text changes and when the faces it needs have come in.
  useEffect(() => {
    if (shown && canvas.current && font.text !== null) paintTyped(canvas.current, text);
  }, [shown, text, font.text]);

  return (
    <Stack spacing={2}>
      <TextField
        name="texto"
        label={t(`marks.typed.label.${tipo}`)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        fullWidth
        autoComplete={tipo === 'assinatura' ? 'name' : 'off'}
        helperText={t('marks.typed.hint')}
        slotProps={{ htmlInput: { maxLength: TYPED_MAX[tipo] } }}
      />
      <Box
        sx={{
          minHeight: 120,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 1,
          bgcolor: '#fff',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {font.state === 'loading' && <CircularProgress aria-label={t('marks.typed.loading')} />}
        {shown && (
          <canvas
            ref={canvas}
            role="img"
            aria-label={t('marks.typed.preview', { text })}
            data-testid="typed-mark-preview"
            style={{ maxWidth: '100%', height: 'auto' }}
          />
        )}
      </Box>
      {font.state === 'failed' && <Alert severity="warning">{t('marks.typed.font_failed')}</Alert>}
      {missing && <Alert severity="warning">{t('marks.typed.missing', { chars: missing })}</Alert>}
    </Stack>
  );
}
