// Keeps the rows of the devices list current without reloading it: each `device` event of the
// live stream overlays the row's state, profile and number (the newest word on a device wins).
import { type ReactNode, useMemo, useState } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';
import type { DeviceView, RealtimeEvents } from '../../common/schemas/messaging';
import { useRealtime } from '../../src/providers/realtime';

type Live = Pick<DeviceView, 'state' | 'logged_out' | 'disconnect_reason' | 'profile_name' | 'number'>;

export function LiveDeviceRows({ children }: { children: ReactNode }) {
  const list = useListContext<DeviceView>();
  const [live, setLive] = useState<Record<number, Live>>({});
  useRealtime('device', (e: RealtimeEvents['device']) =>
    setLive((m) => ({
      ...m,
      [e.id]: {
        state: e.state,
        logged_out: e.logged_out,
        disconnect_reason: e.disconnect_reason,
        profile_name: e.profile_name,
        number: e.number,
      },
    })),
  );
  const data = useMemo(
    () => list.data?.map((row) => (live[row.id] ? { ...row, ...live[row.id] } : row)),
    [list.data, live],
  );
  const value = useMemo(() => ({ ...list, data }), [list, data]);
  return <ListContextProvider value={value as typeof list}>{children}</ListContextProvider>;
}
