// Step 1: the device to send through. Every device of the company is listed; only connected ones
// can be chosen (the others show their state), and `device` events keep the states current.
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { DeviceState, DeviceView } from '../../common/schemas/messaging';
import { formatWhatsappNumber } from '../../common/validation/whatsapp';
import { useRealtime } from '../../src/providers/realtime';
import type { MessageDraft } from './useMessageDraft';

export function DeviceStep({ draft }: { draft: MessageDraft }) {
  const translate = useTranslate();
  const { data: devices, isPending } = useGetList<DeviceView>('devices', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [states, setStates] = useState<Record<number, DeviceState>>({});
  useRealtime('device', (event) => setStates((s) => ({ ...s, [event.id]: event.state })));

  const stateOf = (d: DeviceView) => states[d.id] ?? d.state;
  const selected = devices?.find((d) => d.id === draft.device);
  const ready = selected !== undefined && stateOf(selected) === 'open';
  const name = selected?.name;
  const { setDeviceInfo } = draft;
  useEffect(() => setDeviceInfo(name === undefined ? null : { name, ready }), [name, ready, setDeviceInfo]);

  const label = (d: DeviceView) => {
    const state = stateOf(d);
    if (state !== 'open')
      return translate('resources.messages.create.device.option', {
        name: d.name,
        state: translate(`resources.messages.create.device_state.${state}`),
      });
    return d.number
      ? translate('resources.messages.create.device.option_number', {
          name: d.name,
          number: formatWhatsappNumber(d.number),
        })
      : d.name;
  };
  const noneOpen = !isPending && !(devices ?? []).some((d) => stateOf(d) === 'open');

  return (
    <>
      <TextField
        select
        fullWidth
        label={translate('resources.messages.create.device.label')}
        value={draft.device === null ? '' : String(draft.device)}
        onChange={(e) => draft.setDevice(e.target.value ? Number(e.target.value) : null)}
        disabled={isPending}
        error={selected !== undefined && !ready}
        helperText={translate(
          selected !== undefined && !ready
            ? 'resources.messages.create.device.not_open'
            : 'resources.messages.create.device.helper',
        )}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 480 }}
      >
        <option value="">{translate('resources.messages.create.device.choose')}</option>
        {(devices ?? []).map((d) => (
          <option key={d.id} value={String(d.id)} disabled={stateOf(d) !== 'open' && d.id !== draft.device}>
            {label(d)}
          </option>
        ))}
      </TextField>
      {noneOpen && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('resources.messages.create.device.none')}
        </Alert>
      )}
    </>
  );
}
