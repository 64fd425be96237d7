// The companies (administrators' back office), and a company's own data page (/empresa/dados).
import { companiesApi } from '../../common/resources/companies';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'companies',
  api: companiesApi,
  access: companiesApi.access,
  messages: () => import('./messages'),
  titles: {
    pt_BR: { companyData: 'Dados da empresa', companies: 'Empresas', companyEdit: 'Editar empresa' },
    en: { companyData: 'Company data', companies: 'Companies', companyEdit: 'Edit company' },
  },
  routes: {
    companyData: {
      path: '/empresa/dados',
      kind: 'page',
      ambient: 'nonAdmin',
      permission: 'company.manage',
      cache: false,
      page: () => import('./CompanyDataPage'),
      menu: { icon: 'Business', order: 80 },
    },
    companies: {
      path: '/empresas',
      kind: 'list',
      page: () => import('./CompanyList'),
      menu: { icon: 'Business', order: 170 },
    },
    companyEdit: {
      path: '/empresa/:id/editar',
      kind: 'edit',
      page: () => import('./CompanyEdit'),
    },
  },
});
