// The users resource: the pages it provides for the routes of src/routes/table.ts.
import type { ComponentType } from 'react';

export const usersPages: Partial<Record<string, ComponentType>> = {};
