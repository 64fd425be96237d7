// API messages of the servers area, in both languages (same keys).
export const serversPtBR = {
  'servers.created': 'Servidor cadastrado com sucesso.',
  'servers.updated': 'Servidor atualizado com sucesso.',
  'servers.delete_has_devices':
    'Este servidor ainda hospeda dispositivos. Exclua os dispositivos (ou desative o servidor) antes de excluí-lo.',
  'servers.invalid_url': 'O campo :attribute deve ser uma URL http ou https válida.',
  'servers.test_ok': 'Servidor respondeu em :ms ms.',
  'servers.test_unauthorized': 'Chave de API recusada pelo servidor (:status).',
  'servers.test_http_error': 'Servidor respondeu com o status :status em :ms ms.',
  'servers.test_invalid_response':
    'Servidor respondeu em :ms ms, mas não com a lista de instâncias esperada.',
  'servers.test_timeout': 'Servidor não respondeu em :seconds s.',
  'servers.test_unreachable': 'Não foi possível conectar: :reason',
  'attributes.base_url': 'URL base',
  'attributes.api_key': 'chave de API',
  'attributes.capacidade': 'capacidade',
  'attributes.status': 'status',
} as const;

export const serversEn: Record<keyof typeof serversPtBR, string> = {
  'servers.created': 'Server created.',
  'servers.updated': 'Server updated.',
  'servers.delete_has_devices':
    'This server still hosts devices. Delete the devices (or disable the server) before deleting it.',
  'servers.invalid_url': 'The :attribute field must be a valid http or https URL.',
  'servers.test_ok': 'Server answered in :ms ms.',
  'servers.test_unauthorized': 'API key refused by the server (:status).',
  'servers.test_http_error': 'Server answered with status :status in :ms ms.',
  'servers.test_invalid_response': 'Server answered in :ms ms, but not with the expected list of instances.',
  'servers.test_timeout': 'Server did not answer within :seconds s.',
  'servers.test_unreachable': 'Could not connect: :reason',
  'attributes.base_url': 'base URL',
  'attributes.api_key': 'API key',
  'attributes.capacidade': 'capacity',
  'attributes.status': 'status',
};
