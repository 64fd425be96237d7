// API messages of the contacts (address book), in both languages (same keys).
export const contactsPtBR = {
  'contacts.created': 'Contato cadastrado com sucesso.',
  'contacts.updated': 'Contato atualizado com sucesso.',
  'contacts.imported':
    'Importação concluída: :criados {criados|criado|criados}, :atualizados {atualizados|atualizado|atualizados}, ' +
    ':ignorados {ignorados|ignorado|ignorados} e :recusados {recusados|recusado|recusados}.',
  'contacts.duplicate_email': 'Já existe um contato com este e-mail.',
  'contacts.duplicate_celular': 'Já existe um contato com este celular.',
  'contacts.duplicate_documento': 'Já existe um contato com este CPF/CNPJ.',
  'contacts.email_or_mobile': 'Informe o e-mail ou o celular do contato.',
  'contacts.mobile_invalid': 'O campo :attribute deve ser um celular válido com DDD.',
  'contacts.tag_invalid': 'Cada etiqueta deve ter de 1 a 40 caracteres.',
  'contacts.tags_max': 'Informe no máximo :max etiquetas.',
  'contacts.import_too_many': 'A planilha pode ter no máximo :max contatos.',
  'contacts.import_repeated': 'Repete o contato da linha :linha.',
  'contacts.import_unchanged': 'O contato já existe e a linha não traz dados novos.',
  'contacts.import_ambiguous': 'O e-mail, o celular e o CPF/CNPJ desta linha são de contatos diferentes.',
  'attributes.celular': 'celular',
  'attributes.empresa': 'empresa',
  'attributes.tags': 'etiquetas',
  'attributes.observacoes': 'observações',
} as const;

export const contactsEn: Record<keyof typeof contactsPtBR, string> = {
  'contacts.created': 'Contact created.',
  'contacts.updated': 'Contact updated.',
  'contacts.imported':
    'Import finished: :criados created, :atualizados updated, :ignorados skipped and :recusados refused.',
  'contacts.duplicate_email': 'A contact with this e-mail already exists.',
  'contacts.duplicate_celular': 'A contact with this mobile number already exists.',
  'contacts.duplicate_documento': 'A contact with this CPF/CNPJ already exists.',
  'contacts.email_or_mobile': "Enter the contact's e-mail or mobile number.",
  'contacts.mobile_invalid': 'The :attribute field must be a valid mobile number with area code.',
  'contacts.tag_invalid': 'Each tag must have 1 to 40 characters.',
  'contacts.tags_max': 'Enter at most :max tags.',
  'contacts.import_too_many': 'The sheet may hold at most :max contacts.',
  'contacts.import_repeated': 'Repeats the contact of line :linha.',
  'contacts.import_unchanged': 'The contact already exists and the line brings nothing new.',
  'contacts.import_ambiguous':
    'The e-mail, mobile number and CPF/CNPJ of this line belong to different contacts.',
  'attributes.celular': 'mobile number',
  'attributes.empresa': 'company',
  'attributes.tags': 'tags',
  'attributes.observacoes': 'notes',
};
