// The servers resource: its pages, each loaded when first opened with the resource's labels.
import type { ComponentType } from 'react';
import { lazyPage } from '../../src/components/lazyPage';

/** Its labels, loaded with its pages. */
const messages = () => import('./messages');

export const serversPages: Partial<Record<string, ComponentType>> = {
  servers: lazyPage(() => import('./ServerList').then((m) => ({ default: m.ServerList })), messages),
  serverCreate: lazyPage(() => import('./ServerCreate').then((m) => ({ default: m.ServerCreate })), messages),
  serverEdit: lazyPage(() => import('./ServerEdit').then((m) => ({ default: m.ServerEdit })), messages),
};
