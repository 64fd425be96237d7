// Labels of the servers resource (react-admin's resources.<name>.* convention), in both languages.
import type { SameKeys } from './shape';

export const serversPtBR = {} as const;

export const serversEn: SameKeys<typeof serversPtBR> = {};
