// Labels of the terms resource (react-admin's resources.<name>.* convention), in both languages.
import type { SameKeys } from './shape';

export const termsPtBR = {} as const;

export const termsEn: SameKeys<typeof termsPtBR> = {};
