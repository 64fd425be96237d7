// The pre-registrations' labels in both languages (the compiler checks English has every key), added to the
// i18n provider when one of its pages loads (they are not in the first screen's dictionary).
import type { SameKeys } from '../../i18n/app/resources/shape';
import { addResourceMessages } from '../../src/providers/lateMessages';

const pt_BR = {
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
};

const en: SameKeys<typeof pt_BR> = {
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

addResourceMessages('preRegistrations', { pt_BR, en });
