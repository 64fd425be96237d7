// API messages of the templates (modelos): saving one and its versions, using it, its public link's
// settings, and the refusals, in both languages (same keys).
export const templatesPtBR = {
  'templates.created': 'Modelo cadastrado com sucesso.',
  'templates.updated': 'Modelo atualizado com sucesso.',
  'templates.versioned': 'Modelo salvo como versão :versao. Os documentos já enviados não mudam.',
  'templates.used': 'Documento criado e enviado para assinatura.',
  'templates.link_revoked': 'Link público desativado.',
  'templates.in_use': 'Este modelo tem documentos; arquive-o em vez de excluir.',
  'templates.archived': 'Este modelo está arquivado.',
  'templates.name_taken': 'Já existe um modelo com este nome.',
  'templates.pdf_required': 'Envie o PDF do modelo.',
  'templates.definition_invalid': 'A definição do modelo não é um JSON válido.',
  'templates.default_role': 'Signatário 1',
  'templates.roles_required': 'Informe ao menos um papel.',
  'templates.field_role': 'O campo é de um papel que o modelo não tem.',
  'templates.prefill_key':
    'A chave deve ter até 40 letras minúsculas, números ou _, começando por uma letra (ex.: valor, endereco_obra).',
  'templates.prefill_repeated': 'Esta chave já é de outro campo de preenchimento.',
  'templates.prefill_unknown': 'O modelo não tem o campo de preenchimento ":chave".',
  'templates.people_count':
    'Informe {count|uma pessoa|uma pessoa para cada um dos :count papéis} do modelo, na ordem dos papéis.',
  'templates.link_people_count':
    'Informe {count|a pessoa do papel|as pessoas dos :count papéis} depois do primeiro: o visitante do link é o primeiro papel.',
  'attributes.arquivo': 'arquivo',
  'attributes.definicao': 'definição',
  'attributes.pessoas': 'pessoas',
  'attributes.valores': 'valores',
} as const;

export const templatesEn: Record<keyof typeof templatesPtBR, string> = {
  'templates.created': 'Template created.',
  'templates.updated': 'Template updated.',
  'templates.versioned': 'Template saved as version :versao. Documents already sent do not change.',
  'templates.used': 'Document created and sent for signature.',
  'templates.link_revoked': 'Public link turned off.',
  'templates.in_use': 'This template has documents; archive it instead of deleting it.',
  'templates.archived': 'This template is archived.',
  'templates.name_taken': 'A template with this name already exists.',
  'templates.pdf_required': "Send the template's PDF.",
  'templates.definition_invalid': "The template's definition is not valid JSON.",
  'templates.default_role': 'Signatory 1',
  'templates.roles_required': 'Enter at least one role.',
  'templates.field_role': 'The field belongs to a role the template does not have.',
  'templates.prefill_key':
    'The key must have up to 40 lower-case letters, digits or _, starting with a letter (e.g. valor, endereco_obra).',
  'templates.prefill_repeated': 'This key already belongs to another prefill field.',
  'templates.prefill_unknown': 'The template has no prefill field ":chave".',
  'templates.people_count':
    "Enter {count|one person|a person for each of the template's :count roles}, in the roles' order.",
  'templates.link_people_count':
    "Enter {count|the person of the role|the people of the :count roles} after the first: the link's visitor is the first role.",
  'attributes.arquivo': 'file',
  'attributes.definicao': 'definition',
  'attributes.pessoas': 'people',
  'attributes.valores': 'values',
};
