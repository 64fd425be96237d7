// API messages of the companies area, in both languages (same keys).
export const companiesPtBR = {} as const;

export const companiesEn: Record<keyof typeof companiesPtBR, string> = {};
