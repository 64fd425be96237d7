// /device/:id/editar: the device's name and its sending limits per minute, hour and day (blank = the
// platform's default). The route carries the numeric id; the update goes to the device's uuid.
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import {
  maxValue,
  minValue,
  NumberInput,
  number,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router';
import type { DeviceView } from '../../common/schemas/messaging';
import { PageLoader } from '../../src/components/PageLoader';
import { useCloseTab } from '../../src/layout/tabs/useCloseTab';
import { devicesApi } from '../../src/providers/devicesApi';
import { HttpError } from '../../src/providers/http';
import { nameRules } from './shared';

const integer = (value: unknown) =>
  typeof value === 'number' && !Number.isInteger(value) ? 'resources.devices.validation.integer' : undefined;
const limitRules = [number(), integer, minValue(1), maxValue(100_000)];

const LIMITS = ['limit_minute', 'limit_hour', 'limit_day'] as const;

/** The form's values: the name and the three limits, flat. */
const toForm = (d: DeviceView) => ({
  id: d.id,
  name: d.name,
  limit_minute: d.limits.minute,
  limit_hour: d.limits.hour,
  limit_day: d.limits.day,
});

/** A blank limit is null (the platform's default). */
const limitOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function DeviceEdit() {
  const { id } = useParams();
  const notify = useNotify();
  const translate = useTranslate();
  const closeTab = useCloseTab();
  const [device, setDevice] = useState<DeviceView | null>(null);

  useEffect(() => {
    if (!id) return;
    const control = new AbortController();
    devicesApi.details(id, control.signal).then(setDevice, () => undefined);
    return () => control.abort();
  }, [id]);

  if (!device) return <PageLoader />;

  const save = async (values: Record<string, unknown>) => {
    try {
      await devicesApi.update(device.uuid, {
        name: String(values.name ?? '').trim(),
        limit_minute: limitOf(values.limit_minute),
        limit_hour: limitOf(values.limit_hour),
        limit_day: limitOf(values.limit_day),
      });
      notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
      closeTab();
      return undefined;
    } catch (err) {
      if (err instanceof HttpError && err.status === 422)
        return err.body.errors ?? { name: err.message || 'ra.message.invalid_form' };
      return undefined; // The HTTP layer already showed the failure.
    }
  };

  return (
    <Card sx={{ maxWidth: 640 }}>
      <SimpleForm
        record={toForm(device)}
        onSubmit={save}
        // The limits' own messages (translated) instead of the browser's for min/step.
        noValidate
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextInput
          source="name"
          label="resources.devices.fields.name"
          validate={nameRules}
          helperText="resources.devices.helper.name"
          fullWidth
        />
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          <Typography variant="body2">{translate('resources.devices.helper.limits')}</Typography>
        </Alert>
        {LIMITS.map((source) => (
          <NumberInput
            key={source}
            source={source}
            label={`resources.devices.fields.${source}`}
            helperText="resources.devices.helper.limit"
            validate={limitRules}
            min={1}
            step={1}
          />
        ))}
      </SimpleForm>
    </Card>
  );
}
