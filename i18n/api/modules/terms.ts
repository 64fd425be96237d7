// API messages of the terms area, in both languages (same keys).
export const termsPtBR = {} as const;

export const termsEn: Record<keyof typeof termsPtBR, string> = {};
