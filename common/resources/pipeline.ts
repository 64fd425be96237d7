// The documents pipeline's API path and access: company users holding vault.view list the company's
// signing processes (a list only: its bulk actions are calls of their own, each with its permission).
import { defineResourceApi } from '../resourceApi.js';

export const pipelineApi = defineResourceApi({
  list: 'processos',
  record: 'processo',
  access: { ambient: 'nonAdmin', view: 'vault.view', without: ['show', 'create', 'edit', 'delete'] },
});
