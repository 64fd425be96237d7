// A code to copy (Pix "copia e cola", a boleto's line): read-only, selectable, with a copy button
// that says whether it worked (announced to screen readers).
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FocusEvent, useState } from 'react';
import { copyText } from './copyText';
import { useBillingT } from './useBillingT';

export function CopyField({
  label,
  copyLabel,
  value,
  testId,
}: {
  label: string;
  copyLabel: string;
  value: string;
  testId: string;
}) {
  const { t } = useBillingT();
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <Stack spacing={1} data-testid={testId}>
      <TextField
        label={label}
        value={value}
        fullWidth
        multiline
        maxRows={4}
        size="small"
        slotProps={{
          input: { readOnly: true },
          htmlInput: { onFocus: (e: FocusEvent<HTMLTextAreaElement>) => e.target.select() },
        }}
        sx={{ '& textarea': { fontFamily: 'monospace', wordBreak: 'break-all' } }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={async () => setCopied(await copyText(value))}>
          {copyLabel}
        </Button>
        <Typography
          role="status"
          variant="body2"
          color={copied === false ? 'error' : 'success.main'}
          data-testid={`${testId}-copied`}
        >
          {copied === null ? '' : copied ? t('checkout.copied') : t('checkout.copy_failed')}
        </Typography>
      </Stack>
    </Stack>
  );
}
