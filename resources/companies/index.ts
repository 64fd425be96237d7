// The companies (administrators' back office), and a company's own data page (/empresa/dados).
import { companiesApi } from '../../common/resources/companies';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'companies',
  api: companiesApi,
  access: companiesApi.access,
  messages: () => import('./messages'),
  routes: {
    companyData: {
      path: '/empresa/dados',
      kind: 'page',
      ambient: 'nonAdmin',
      permission: 'company.manage',
      cache: false,
      title: 'app.page.company_data',
      page: () => import('./CompanyDataPage'),
      menu: { icon: 'Business', order: 80, label: 'app.menu.company_data' },
    },
    companies: {
      path: '/empresas',
      kind: 'list',
      title: 'app.page.companies',
      page: () => import('./CompanyList'),
      menu: { icon: 'Business', order: 170, label: 'app.menu.companies' },
    },
    companyEdit: {
      path: '/empresa/:id/editar',
      kind: 'edit',
      title: 'app.page.company_edit',
      page: () => import('./CompanyEdit'),
    },
  },
});
