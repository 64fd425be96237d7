// Messages of the ways to open an account (the trial sign-up, completing a pre-registration) beyond
// the shell's own app.signup.*: the company's document and the person's CPF asked apart, what the
// CNPJ lookup did, and terms that could not be loaded. In both languages (same keys).
import type { SameKeys } from '../resources/shape';

export const signUpPagesPtBR = {
  company_section: 'Sua empresa',
  person_section: 'Seus dados',
  company_document: 'CNPJ da empresa (ou CPF)',
  company_document_help: 'Trabalha por conta própria, sem CNPJ? Informe o seu CPF.',
  company_document_cpf: 'Conta de pessoa física: este CPF também fica como o seu.',
  trade_name: 'Nome fantasia (opcional)',
  cpf: 'Seu CPF',
  lookup: {
    looking: 'Consultando o CNPJ…',
    found: 'Preenchemos a razão social e o nome fantasia com a consulta do CNPJ. Confira.',
    missed: 'Não foi possível consultar este CNPJ agora. Preencha os dados da empresa.',
  },
  complete_help: 'Informe o documento da empresa e o seu CPF e crie uma senha para acessar o sistema.',
  terms_failed: 'Não foi possível carregar os termos de uso.',
  terms_retry: 'Tentar de novo',
  referral_invalid:
    'A empresa que indicou este cadastro não foi encontrada. Envie de novo para criar a conta sem a indicação.',
};

export const signUpPagesEn: SameKeys<typeof signUpPagesPtBR> = {
  company_section: 'Your company',
  person_section: 'About you',
  company_document: "Company's CNPJ (or CPF)",
  company_document_help: 'Working on your own, with no CNPJ? Enter your CPF.',
  company_document_cpf: 'A personal account: this CPF is kept as yours too.',
  trade_name: 'Trade name (optional)',
  cpf: 'Your CPF',
  lookup: {
    looking: 'Looking the CNPJ up…',
    found: 'The legal and trade names were filled in from the CNPJ registry. Please check them.',
    missed: 'This CNPJ could not be looked up now. Fill in the company’s details.',
  },
  complete_help: "Enter the company's document and your CPF, and choose a password to use the system.",
  terms_failed: 'The terms of use could not be loaded.',
  terms_retry: 'Try again',
  referral_invalid:
    'The company that referred this sign-up was not found. Send again to create the account without the referral.',
};
