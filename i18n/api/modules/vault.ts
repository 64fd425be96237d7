// API messages shared by the whole vault (folders, files, events), in both languages.
export const vaultPtBR = {
  'vault.company_required': 'Entre em uma empresa para usar o cofre de documentos.',
  'attributes.acao': 'ação',
  'attributes.arquivo_id': 'arquivo',
  'attributes.from': 'data inicial',
  'attributes.to': 'data final',
} as const;

export const vaultEn: Record<keyof typeof vaultPtBR, string> = {
  'vault.company_required': 'Enter a company to use the document vault.',
  'attributes.acao': 'action',
  'attributes.arquivo_id': 'file',
  'attributes.from': 'start date',
  'attributes.to': 'end date',
};
