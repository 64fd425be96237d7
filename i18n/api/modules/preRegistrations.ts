// API messages of the preRegistrations area, in both languages (same keys).
export const preRegistrationsPtBR = {
  'pre_registrations.resent': 'E-mail de confirmação reenviado.',
  'pre_registrations.already_confirmed': 'Este pré-cadastro já confirmou o e-mail.',
  'attributes.confirmed': 'confirmado',
  'attributes.created_from': 'criado a partir de',
  'attributes.created_to': 'criado até',
} as const;

export const preRegistrationsEn: Record<keyof typeof preRegistrationsPtBR, string> = {
  'pre_registrations.resent': 'Confirmation e-mail sent again.',
  'pre_registrations.already_confirmed': 'This pre-registration has already confirmed its e-mail.',
  'attributes.confirmed': 'confirmed',
  'attributes.created_from': 'created from',
  'attributes.created_to': 'created until',
};
