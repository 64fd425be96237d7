// API messages of the preRegistrations area, in both languages (same keys).
export const preRegistrationsPtBR = {} as const;

export const preRegistrationsEn: Record<keyof typeof preRegistrationsPtBR, string> = {};
