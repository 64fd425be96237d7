// The servers resource: the pages it provides for the routes of src/routes/table.ts.
import type { ComponentType } from 'react';
import { ServerCreate } from './ServerCreate';
import { ServerEdit } from './ServerEdit';
import { ServerList } from './ServerList';

export const serversPages: Partial<Record<string, ComponentType>> = {
  servers: ServerList,
  serverCreate: ServerCreate,
  serverEdit: ServerEdit,
};
