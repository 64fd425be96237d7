// Labels of the users resource (react-admin's resources.<name>.* convention), in both languages.
import type { SameKeys } from './shape';

export const usersPtBR = {} as const;

export const usersEn: SameKeys<typeof usersPtBR> = {};
