// The company's team: the page it provides for the routes of src/routes/table.ts, loaded only when
// opened.
import type { ComponentType } from 'react';
import { lazyPage } from '../../src/components/lazyPage';

export const teamPages: Partial<Record<string, ComponentType>> = {
  team: lazyPage(() => import('./TeamPage')),
};
