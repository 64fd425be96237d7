// Labels of the preRegistrations resource (react-admin's resources.<name>.* convention), in both languages.
import type { SameKeys } from './shape';

export const preRegistrationsPtBR = {
  name: 'Pré-cadastro |||| Pré-cadastros',
  fields: {
    id: 'ID',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    confirmed: 'Confirmado',
    confirmed_at: 'Confirmado em',
    completed: 'Conta criada',
    created_at: 'Criado em',
    created_from: 'Criado de',
    created_to: 'Criado até',
  },
  confirmed: { yes: 'Sim', no: 'Não', any: 'Todos' },
  actions: { resend: 'Reenviar e-mail' },
  resend_hint: 'Envia um novo link de confirmação; o link anterior deixa de funcionar.',
  already_confirmed: 'Este pré-cadastro já confirmou o e-mail.',
} as const;

export const preRegistrationsEn: SameKeys<typeof preRegistrationsPtBR> = {
  name: 'Pre-registration |||| Pre-registrations',
  fields: {
    id: 'ID',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    confirmed: 'Confirmed',
    confirmed_at: 'Confirmed at',
    completed: 'Account created',
    created_at: 'Created at',
    created_from: 'Created from',
    created_to: 'Created until',
  },
  confirmed: { yes: 'Yes', no: 'No', any: 'All' },
  actions: { resend: 'Resend e-mail' },
  resend_hint: 'Sends a new confirmation link; the previous link stops working.',
  already_confirmed: 'This pre-registration has already confirmed its e-mail.',
};
