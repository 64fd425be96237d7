// The "Próximo campo (2 de 6)" guide: a bar that sticks to the bottom of the screen while the
// document is in view and rests below it after (in the page's flow: it never covers the act's
// button). Each press scrolls the preview to the next field to fill — the required ones first, then
// the optional — and focuses it; it says how many required fields are left, and once everything is
// filled it offers to finish (the caller's next step, such as the consent).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFieldsT } from '../useFieldsT';
import { focusField } from './focusField';
import { nextField } from './model';
import { useSignerFields } from './SignerFields';

/** The guide's words on what is left: the act's button points at them while it waits for fields. */
export const GUIDE_STATUS_ID = 'signer-fields-status';

export function FieldGuide({ onFinish }: { onFinish(): void }) {
  const { t } = useFieldsT();
  const s = useSignerFields();
  /** The field the guide last took the signer to: the next press goes on from there. */
  const [last, setLast] = useState<number | null>(null);
  if (!s.editable || !s.order.length) return null;
  const next = nextField(s.order, s.filled, last);
  const status = s.requiredLeft
    ? t('signer.guide.left', { smart_count: s.requiredLeft })
    : next
      ? t('signer.guide.required_done')
      : t('signer.guide.all_done');
  return (
    <Box
      data-testid="field-guide"
      data-left={s.requiredLeft}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        mt: 1,
        px: 1.5,
        py: 1,
        minHeight: 64,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.15)',
      }}
    >
      <Typography
        id={GUIDE_STATUS_ID}
        role="status"
        variant="body2"
        // Whole words (the card breaks anywhere, for long file names).
        sx={{ flex: 1, minWidth: 0, overflowWrap: 'break-word', lineHeight: 1.3 }}
        data-testid="field-guide-status"
      >
        {status}
      </Typography>
      <Button
        variant="contained"
        onClick={() => {
          if (!next) return onFinish();
          setLast(next.field.id);
          focusField(next.field.id);
        }}
        sx={{ flexShrink: 0, minHeight: 44, textTransform: 'none', fontSize: '0.95rem' }}
        data-testid="field-guide-next"
        data-next-field={next?.field.id}
      >
        {next
          ? t('signer.guide.next', { n: next.index + 1, total: s.order.length })
          : t('signer.guide.finish')}
      </Button>
    </Box>
  );
}
