// API messages of the companies area, in both languages (same keys).
export const companiesPtBR = {
  'companies.updated': 'Empresa atualizada com sucesso!',
  'companies.cnpj_invalid': 'CNPJ inválido.',
  'companies.cnpj_taken': 'Este CNPJ já está cadastrado.',
  'companies.matrix_not_found': 'CNPJ da matriz não encontrado.',
  'companies.matrix_same': 'O CNPJ da matriz deve ser diferente do CNPJ da empresa.',
  'companies.delete_has_users':
    'Esta empresa ainda tem usuários vinculados. Desvincule-os (ou desative a empresa) antes de excluí-la.',
  'companies.delete_has_payments':
    'Esta empresa tem registros financeiros (cobranças ou pagamentos) e não pode ser excluída. Desative-a.',
  'companies.logo_saved': 'Logotipo atualizado.',
  'companies.logo_removed': 'Logotipo removido.',
  'companies.logo_required': 'Envie uma imagem no campo logo.',
  'companies.logo_one': 'Envie uma única imagem no campo logo.',
  'companies.logo_too_large': 'O logotipo não pode ter mais de :max.',
  'companies.logo_type': 'O logotipo deve ser uma imagem JPEG, PNG ou WebP.',
  'companies.logo_unreadable': 'Não foi possível ler esta imagem. Envie outro arquivo JPEG, PNG ou WebP.',
  'attributes.razao_social': 'razão social',
  'attributes.nome_fantasia': 'nome fantasia',
  'attributes.cnpj_matriz': 'CNPJ da matriz',
} as const;

export const companiesEn: Record<keyof typeof companiesPtBR, string> = {
  'companies.updated': 'Company updated successfully!',
  'companies.cnpj_invalid': 'Invalid CNPJ.',
  'companies.cnpj_taken': 'This CNPJ is already registered.',
  'companies.matrix_not_found': 'Head-office CNPJ not found.',
  'companies.matrix_same': "The head-office CNPJ must differ from the company's own CNPJ.",
  'companies.delete_has_users':
    'This company still has users linked to it. Unlink them (or disable the company) before deleting it.',
  'companies.delete_has_payments':
    'This company has financial records (charges or payments) and cannot be deleted. Disable it instead.',
  'companies.logo_saved': 'Logo updated.',
  'companies.logo_removed': 'Logo removed.',
  'companies.logo_required': 'Send an image in the logo field.',
  'companies.logo_one': 'Send a single image in the logo field.',
  'companies.logo_too_large': 'The logo may not be larger than :max.',
  'companies.logo_type': 'The logo must be a JPEG, PNG or WebP image.',
  'companies.logo_unreadable': 'This image could not be read. Send another JPEG, PNG or WebP file.',
  'attributes.razao_social': 'legal name',
  'attributes.nome_fantasia': 'trade name',
  'attributes.cnpj_matriz': 'head-office CNPJ',
};
