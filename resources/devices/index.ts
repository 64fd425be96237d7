// The devices resource: its pages, each loaded when first opened.
import type { ComponentType } from 'react';
import { lazyPage } from '../../src/components/lazyPage';

export const devicesPages: Partial<Record<string, ComponentType>> = {
  devices: lazyPage(() => import('./DeviceList').then((m) => ({ default: m.DeviceList }))),
  deviceCreate: lazyPage(() => import('./DeviceCreate').then((m) => ({ default: m.DeviceCreate }))),
  deviceEdit: lazyPage(() => import('./DeviceEdit').then((m) => ({ default: m.DeviceEdit }))),
  deviceScan: lazyPage(() => import('./DeviceScan').then((m) => ({ default: m.DeviceScan }))),
  deviceMessages: lazyPage(() => import('./DeviceMessages').then((m) => ({ default: m.DeviceMessages }))),
};
