// Labels of the companies resource (react-admin's resources.<name>.* convention), in both languages.
import type { SameKeys } from './shape';

export const companiesPtBR = {} as const;

export const companiesEn: SameKeys<typeof companiesPtBR> = {};
