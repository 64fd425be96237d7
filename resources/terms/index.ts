// The terms resource: the pages it provides for the routes of src/routes/table.ts.
import type { ComponentType } from 'react';
import { TermCreate } from './TermCreate';
import { TermEdit } from './TermEdit';
import { TermList } from './TermList';

export const termsPages: Partial<Record<string, ComponentType>> = {
  terms: TermList,
  termCreate: TermCreate,
  termEdit: TermEdit,
};
