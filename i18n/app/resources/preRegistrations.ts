// Labels of the preRegistrations resource (react-admin's resources.<name>.* convention), in both languages.
import type { SameKeys } from './shape';

export const preRegistrationsPtBR = {} as const;

export const preRegistrationsEn: SameKeys<typeof preRegistrationsPtBR> = {};
