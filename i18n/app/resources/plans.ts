// Labels of the plans resource (react-admin's resources.<name>.* convention), in both languages.
import type { SameKeys } from './shape';

export const plansPtBR = {} as const;

export const plansEn: SameKeys<typeof plansPtBR> = {};
