// /device/cadastrar: names a new device; the API creates its WhatsApp instance on a messaging server,
// "Dispositivo cadastrado. Leia o QR code para conectar." and the QR-code page opens to connect it.
// No server with room (503) or a gateway failure (502) is said in the server's words; the plan's
// device limit (402) leads to the upgrade page (global catalogue).
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import { useState } from 'react';
import { SaveButton, SimpleForm, TextInput, Toolbar, useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { devicesApi } from '../../src/providers/devicesApi';
import { HttpError } from '../../src/providers/http';
import { closeTab } from '../../src/providers/tabs';
import { nameRules } from './shared';

export function DeviceCreate() {
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [problem, setProblem] = useState<string | null>(null);

  const save = async (values: Record<string, unknown>) => {
    setProblem(null);
    try {
      const device = await devicesApi.create(String(values.name ?? '').trim());
      notify('resources.devices.create.created', { type: 'success' });
      closeTab(pathname);
      navigate(`/device/${device.id}/scan`);
      return undefined;
    } catch (err) {
      // Other failures were shown by the HTTP layer (402 goes to the upgrade page).
      if (!(err instanceof HttpError)) return undefined;
      if (err.status === 422) return err.body.errors ?? { name: err.message };
      if (err.status === 502 || err.status === 503) setProblem(err.message);
      return undefined;
    }
  };

  return (
    <Card sx={{ maxWidth: 640 }}>
      <SimpleForm
        onSubmit={save}
        toolbar={
          <Toolbar>
            <SaveButton label="resources.devices.create.submit" />
          </Toolbar>
        }
      >
        {problem && (
          <Alert severity="error" sx={{ mb: 2, width: '100%' }} role="alert">
            {problem}
          </Alert>
        )}
        <TextInput
          source="name"
          label="resources.devices.fields.name"
          validate={nameRules}
          helperText="resources.devices.helper.name"
          fullWidth
          autoFocus
        />
      </SimpleForm>
    </Card>
  );
}
