// The plans' API paths and access (platform administrators).
import { defineResourceApi } from '../resourceApi.js';

export const plansApi = defineResourceApi({ list: 'planos', record: 'plano', access: { ambient: 'admin' } });
