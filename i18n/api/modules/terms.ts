// API messages of the terms area, in both languages (same keys).
export const termsPtBR = {
  'terms.created': 'Termo cadastrado como rascunho.',
  'terms.updated': 'Termo atualizado com sucesso.',
  'terms.approved': 'Termo aprovado. Os usuários precisarão aceitá-lo para continuar.',
  'terms.approved_immutable': 'Um termo aprovado não pode ser alterado; cadastre uma nova versão.',
  'terms.already_approved': 'Este termo já foi aprovado.',
  'terms.approved_undeletable': 'Um termo aprovado não pode ser excluído.',
  'attributes.termo_descricao': 'texto do termo',
} as const;

export const termsEn: Record<keyof typeof termsPtBR, string> = {
  'terms.created': 'Term saved as a draft.',
  'terms.updated': 'Term updated.',
  'terms.approved': 'Term approved. Users will have to accept it to continue.',
  'terms.approved_immutable': 'An approved term cannot be changed; create a new version.',
  'terms.already_approved': 'This term has already been approved.',
  'terms.approved_undeletable': 'An approved term cannot be deleted.',
  'attributes.termo_descricao': 'term text',
};
