// API messages of the generic record actions, in both languages (same keys).
export const recordsPtBR = {
  'records.deleted': 'Registro excluído. Ele pode ser recuperado na lista de excluídos.',
  'records.restored': 'Registro recuperado.',
  'records.status_changed': 'Situação alterada.',
  'records.saved': 'Salvo com sucesso!',
} as const;

export const recordsEn: Record<keyof typeof recordsPtBR, string> = {
  'records.deleted': 'Record deleted. It can be restored from the deleted list.',
  'records.restored': 'Record restored.',
  'records.status_changed': 'Status changed.',
  'records.saved': 'Saved successfully!',
};
