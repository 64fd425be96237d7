// Under a WhatsApp signatory's channel when the company has no connected device: "Conectar WhatsApp"
// for who may manage devices (connected without leaving the request), else who can connect one,
// and that the request stays kept as a draft meanwhile.
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useRoundsT } from './useRoundsT';

interface Props {
  /** Opens "Conectar WhatsApp"; absent: this user may not manage devices. */
  onConnect?: () => void;
  disabled: boolean;
}

export function NoDeviceHint({ onConnect, disabled }: Props) {
  const rt = useRoundsT();
  const t = (key: string) => rt(`whatsapp.${key}`);
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ gridColumn: '1 / -1', '& .MuiAlert-message': { minWidth: 0 } }}
      data-testid="signatory-no-device"
    >
      {onConnect ? t('no_device') : t('ask_admin')}
      {onConnect && (
        <div>
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            startIcon={<WhatsAppIcon />}
            onClick={onConnect}
            disabled={disabled}
            sx={{ mt: 1 }}
            data-testid="signatory-connect-device"
          >
            {t('connect')}
          </Button>
        </div>
      )}
    </Alert>
  );
}
