// The servers resource: its pages, each loaded when first opened.
import type { ComponentType } from 'react';
import { lazyPage } from '../../src/components/lazyPage';

export const serversPages: Partial<Record<string, ComponentType>> = {
  servers: lazyPage(() => import('./ServerList').then((m) => ({ default: m.ServerList }))),
  serverCreate: lazyPage(() => import('./ServerCreate').then((m) => ({ default: m.ServerCreate }))),
  serverEdit: lazyPage(() => import('./ServerEdit').then((m) => ({ default: m.ServerEdit }))),
};
