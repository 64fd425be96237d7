// A signed-in user's profile as GET /api/usuario/perfil answers it, for the profile-*.test.ts files.
import type { Profile } from '../../src/providers/profileApi';

export const profile = (over: Partial<Profile> = {}): Profile => ({
  id: 7,
  nome: 'Maria Gestora',
  email: 'maria@empresa.test',
  documento: null,
  phone: null,
  language: 'pt_BR',
  skin: 'skin-blue',
  two_factor: false,
  foto_url: null,
  emails: [],
  telefones: [],
  enderecos: [],
  empresas: [],
  empresa_padrao_id: null,
  ...over,
});
