// The companies resource (and a company's own data, /empresa/dados): the pages it provides for the
// routes of src/routes/table.ts, each loaded only when opened.
import type { ComponentType } from 'react';
import { lazyPage } from '../../src/components/lazyPage';

export const companiesPages: Partial<Record<string, ComponentType>> = {
  companies: lazyPage(() => import('./CompanyList')),
  companyEdit: lazyPage(() => import('./CompanyEdit')),
  companyData: lazyPage(() => import('./CompanyDataPage')),
};
