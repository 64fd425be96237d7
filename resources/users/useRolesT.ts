// Translation of what each role means (i18n/app/pages/roles.ts), a dictionary that travels with the
// invite and permission editors rather than in the first screen. Follows the language picked
// anywhere in the app.
import { rolesEn, rolesPtBR } from '../../i18n/app/pages/roles';
import { type PageTranslate, usePageT } from '../../src/providers/pageT';

export type RolesT = PageTranslate;

export const useRolesT = (): RolesT => usePageT({ pt_BR: rolesPtBR, en: rolesEn });
