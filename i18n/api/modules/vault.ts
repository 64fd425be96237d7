// API messages shared by the whole vault (folders, files, events), in both languages.
export const vaultPtBR = {
  'attributes.acao': 'ação',
  'attributes.arquivo_id': 'arquivo',
  'attributes.from': 'data inicial',
  'attributes.to': 'data final',
} as const;

export const vaultEn: Record<keyof typeof vaultPtBR, string> = {
  'attributes.acao': 'action',
  'attributes.arquivo_id': 'file',
  'attributes.from': 'start date',
  'attributes.to': 'end date',
};
