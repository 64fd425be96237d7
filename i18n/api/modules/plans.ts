// API messages of the plans area, in both languages (same keys).
export const plansPtBR = {} as const;

export const plansEn: Record<keyof typeof plansPtBR, string> = {};
