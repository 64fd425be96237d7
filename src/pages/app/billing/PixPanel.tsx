// A charge's Pix: the QR image (GET /api/faturas/{id}/pix), the "copia e cola" with its copy button,
// and until when it is valid.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { billingApi, type PixCode } from '../../../providers/billingApi';
import { CopyField } from './CopyField';
import { useBillingT } from './useBillingT';

const QR_SIZE = 220;

export function PixPanel({
  id,
  value,
  pix,
}: {
  id: number;
  value: number;
  pix: { payload: string; expira_em: string };
}) {
  const { t, money, dateTime } = useBillingT();
  const [code, setCode] = useState<PixCode | null>(null);

  // A new payload (the charge was paid another way, then by Pix again) has a new image.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the payload names the code to show.
  useEffect(() => {
    let live = true;
    setCode(null);
    billingApi.pix(id).then(
      (next) => live && setCode(next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id, pix.payload]);

  const shown = code ?? pix;
  return (
    <Stack spacing={2} data-testid="pix-panel">
      <Typography variant="body2">{t('checkout.pix_hint')}</Typography>
      <Box sx={{ alignSelf: 'center' }}>
        {code ? (
          <Box
            component="img"
            src={code.imagem}
            alt={t('checkout.pix_qr_alt', { value: money(value) })}
            width={QR_SIZE}
            height={QR_SIZE}
            sx={{ display: 'block', maxWidth: '100%', height: 'auto' }}
            data-testid="pix-qr"
          />
        ) : (
          <Skeleton variant="rectangular" width={QR_SIZE} height={QR_SIZE} />
        )}
      </Box>
      <CopyField
        label={t('checkout.pix_code')}
        copyLabel={t('checkout.pix_copy')}
        value={shown.payload}
        testId="pix-code"
      />
      <Typography variant="body2" color="text.secondary" data-testid="pix-expires">
        {t('checkout.pix_expires', { date: dateTime(shown.expira_em) })}
      </Typography>
    </Stack>
  );
}
