// English labels of the companies resource: the keys of ../companies.ts, checked by SameKeys. Loaded only when
// a user picks English (src/providers/i18nProvider.ts).
import type { companiesPtBR } from '../companies';
import type { SameKeys } from '../shape';

export const companiesEn: SameKeys<typeof companiesPtBR> = {
  name: 'Company |||| Companies',
  fields: {
    razao_social: 'Legal name',
    nome_fantasia: 'Trade name',
    documento: 'CNPJ',
    documento_cpf: 'CNPJ (or the current CPF)',
    cnpj_matriz: 'Head-office CNPJ',
    plano: 'Plan',
    usuarios: 'Users',
    status: 'Status',
    trial_ends_at: 'Trial ends',
    created_at: 'Created on',
    deleted: 'Deleted',
    q: 'Search (legal name, trade name or CNPJ)',
    email: 'E-mail',
    telefone: 'Phone',
  },
  status: { active: 'Active', inactive: 'Inactive' },
  no_plan: 'No plan',
  help: {
    documento: 'Numeric or alphanumeric CNPJ (letters allowed in the first 12 positions).',
    documento_cpf: 'Opened by a person: the current CPF may stay, or enter a CNPJ.',
    cnpj_matriz: "Fill in if this company is a branch: another registered company's CNPJ.",
  },
  action: {
    edit: 'Edit',
    enable: 'Enable',
    disable: 'Disable',
    delete: 'Delete',
    restore: 'Restore',
    actions: 'Actions',
  },
  confirm: {
    disable_title: 'Disable the company %{name}?',
    disable_content:
      "This company's users will not be able to sign in, and open sessions will end, until it is enabled again.",
    enable_title: 'Enable the company %{name}?',
    enable_content: "This company's users will be able to sign in again.",
    delete_title: 'Delete the company %{name}?',
    delete_content: 'The company leaves the list and can be restored from the deleted list.',
    restore_title: 'Restore the company %{name}?',
    restore_content: 'The company returns to the list of companies.',
  },
  notify: {
    saved: 'Company updated successfully!',
    enabled: 'Company enabled.',
    disabled: 'Company disabled.',
    deleted: 'Company deleted.',
    restored: 'Company restored.',
    cnpj_filled: 'Company name and trade name filled in from the CNPJ lookup.',
  },
  validation: {
    cnpj: 'Invalid CNPJ.',
    matrix_same: "The head-office CNPJ must differ from the company's own CNPJ.",
  },
  export_file: 'companies',
  own: {
    contact: 'Contact',
    address: 'Address',
    owner: 'Owner: %{name}',
    locked: 'The legal name and the CNPJ are changed by the platform’s support.',
    invalid_email: 'Enter a valid e-mail.',
    logo: {
      title: 'Logo',
      alt: 'Company logo',
      preview: 'Preview of the new logo',
      choose: 'Choose logo',
      send: 'Upload logo',
      remove: 'Remove logo',
      hint: 'JPEG, PNG or WebP up to %{size}, scaled down to fit 480 × 160. Shown on the signing page and in e-mails to signers.',
      not_image: 'Choose a JPEG, PNG or WebP image.',
      too_big: 'The logo cannot be larger than %{size}.',
      none: 'No logo',
    },
  },
};
