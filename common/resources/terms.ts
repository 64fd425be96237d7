// The terms of use: API paths and access (platform administrators).
import { defineResourceApi } from '../resourceApi.js';

export const termsApi = defineResourceApi({ list: 'termos', record: 'termo', access: { ambient: 'admin' } });
