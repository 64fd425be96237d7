// The users resource: the pages it provides for the routes of src/routes/table.ts, each loaded
// only when opened.
import type { ComponentType } from 'react';
import { lazyPage } from '../../src/components/lazyPage';

export const usersPages: Partial<Record<string, ComponentType>> = {
  users: lazyPage(() => import('./UserList')),
  userCreate: lazyPage(() => import('./UserCreate')),
  userEdit: lazyPage(() => import('./UserEdit')),
  usersDeleted: lazyPage(() => import('./UserDeletedList')),
};
