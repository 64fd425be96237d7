// The preRegistrations resource: the pages it provides for the routes of src/routes/table.ts.
import type { ComponentType } from 'react';

export const preRegistrationsPages: Partial<Record<string, ComponentType>> = {};
