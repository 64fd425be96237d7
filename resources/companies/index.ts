// The companies resource (and a company's own data, /empresa/dados): the pages it provides for the
// routes of src/routes/table.ts, each loaded only when opened.
import type { ComponentType } from 'react';
import { lazyPage } from '../../src/components/lazyPage';

/** Its labels, loaded with its pages. */
const messages = () => import('./messages');

export const companiesPages: Partial<Record<string, ComponentType>> = {
  companies: lazyPage(() => import('./CompanyList'), messages),
  companyEdit: lazyPage(() => import('./CompanyEdit'), messages),
  companyData: lazyPage(() => import('./CompanyDataPage'), messages),
};
