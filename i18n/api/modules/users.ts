// API messages of the users area, in both languages (same keys).
export const usersPtBR = {} as const;

export const usersEn: Record<keyof typeof usersPtBR, string> = {};
