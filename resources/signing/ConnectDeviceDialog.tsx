// "Conectar WhatsApp" from inside "Solicitar assinaturas", so a sender with no connected device
// never leaves the request (it stays open beneath, and is kept as the file's draft all along): names
// a new device (created on a messaging server) or takes a disconnected one of the company, then
// shows its QR code live (the devices' own QR panel and connection hook) until the phone connects;
// "Usar este WhatsApp" hands the device back to the signatory's row. No server with room (503) or
// a gateway failure (502) is said in place; the plan's device limit (402) leads to the upgrade page.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import { devicesApi } from '../../src/providers/devicesApi';
import { HttpError } from '../../src/providers/http';
import type { SenderDevice } from '../../src/providers/signingApi';
import { DeviceQrPanel, ScanSteps } from '../devices/DeviceQrPanel';
import { useDeviceConnection } from '../devices/useDeviceConnection';
import { useRoundsT } from './useRoundsT';
import '../devices/messages';

type Target = Pick<SenderDevice, 'id' | 'name'>;

interface Props {
  /** The company's devices (those not connected are offered to connect), or null when unknown. */
  devices: SenderDevice[] | null;
  onClose(): void;
  /** The device connected, for the row that asked. */
  onConnected(device: SenderDevice): void;
}

const NAME_MIN = 2;
const NAME_MAX = 120;

export function ConnectDeviceDialog({ devices, onClose, onConnected }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const rt = useRoundsT();
  const t = (key: string, args?: Record<string, unknown>) => rt(`connect.${key}`, args);
  const [target, setTarget] = useState<Target | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const idle = (devices ?? []).filter((d) => d.state !== 'open');

  const create = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < NAME_MIN) return setNameError(t('name_required', { min: NAME_MIN }));
    setBusy(true);
    setProblem(null);
    try {
      const device = await devicesApi.create(trimmed);
      setTarget({ id: device.id, name: device.name });
    } catch (err) {
      // Other failures were shown by the HTTP layer (402 goes to the upgrade page).
      if (err instanceof HttpError && err.status === 422)
        setNameError(String(err.body.errors?.name ?? err.message));
      else if (err instanceof HttpError && (err.status === 502 || err.status === 503))
        setProblem(err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      data-testid="connect-device-dialog"
    >
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      {target ? (
        <DialogContent dividers>
          <ConnectScan target={target} onConnected={onConnected} />
        </DialogContent>
      ) : (
        <Box component="form" onSubmit={create} noValidate sx={{ display: 'contents' }}>
          <DialogContent dividers>
            <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
            {problem && (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                {problem}
              </Alert>
            )}
            <TextField
              fullWidth
              required
              autoFocus
              label={translate('resources.devices.fields.name')}
              value={name}
              disabled={busy}
              onChange={(e) => {
                setName(e.target.value);
                setNameError(null);
              }}
              error={nameError !== null}
              helperText={nameError ?? translate('resources.devices.helper.name')}
              slotProps={{ htmlInput: { maxLength: NAME_MAX, 'data-testid': 'connect-device-name' } }}
            />
            {idle.length > 0 && (
              <>
                <Typography sx={{ mt: 3, mb: 1 }}>{t('existing')}</Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {idle.map((d) => (
                    <Button
                      key={d.id}
                      variant="outlined"
                      disabled={busy}
                      onClick={() => setTarget(d)}
                      data-testid="connect-device-existing"
                      sx={{ maxWidth: '100%', overflowWrap: 'anywhere' }}
                    >
                      {t('existing_one', {
                        name: d.name,
                        state: translate(`resources.devices.state.${d.state}`),
                      })}
                    </Button>
                  ))}
                </Stack>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={busy} data-testid="connect-device-create">
              {t('create')}
            </Button>
          </DialogActions>
        </Box>
      )}
      {target && (
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}

/** The chosen device's QR code, live, and "Usar este WhatsApp" once the phone connected it. */
function ConnectScan({ target, onConnected }: { target: Target; onConnected: Props['onConnected'] }) {
  const translate = useTranslate();
  const rt = useRoundsT();
  const conn = useDeviceConnection(String(target.id));
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={3}
      alignItems={{ xs: 'center', md: 'flex-start' }}
    >
      <Box sx={{ flex: 1, alignSelf: 'stretch' }}>
        <Typography variant="subtitle1" component="h3">
          {target.name}
        </Typography>
        <ScanSteps />
        {conn.problem && (
          <Alert severity="warning">
            {translate('resources.devices.scan.gateway_error', { message: conn.problem })}
          </Alert>
        )}
      </Box>
      <DeviceQrPanel
        conn={{ ...conn, name: conn.name ?? target.name }}
        connectedActions={
          <Button
            variant="contained"
            onClick={() => onConnected({ id: target.id, name: conn.name ?? target.name, state: 'open' })}
            data-testid="connect-device-use"
          >
            {rt('connect.use')}
          </Button>
        }
      />
    </Stack>
  );
}
