// A charge's boleto: the line to copy into a bank's app and the PDF to print.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CopyField } from './CopyField';
import { useBillingT } from './useBillingT';

export function BoletoPanel({ boleto }: { boleto: { linha: string; url: string | null } }) {
  const { t } = useBillingT();
  return (
    <Stack spacing={2} data-testid="boleto-panel">
      <Typography variant="body2">{t('checkout.boleto_hint')}</Typography>
      <CopyField
        label={t('checkout.boleto_line')}
        copyLabel={t('checkout.boleto_copy')}
        value={boleto.linha}
        testId="boleto-line"
      />
      {boleto.url && (
        <Box>
          <Button
            variant="contained"
            component="a"
            href={boleto.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('checkout.boleto_pdf')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
