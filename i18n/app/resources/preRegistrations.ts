// Labels of the preRegistrations resource (react-admin's resources.<name>.* convention), in pt-BR (English: en/preRegistrations.ts).

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
