// API messages of the servers area, in both languages (same keys).
export const serversPtBR = {} as const;

export const serversEn: Record<keyof typeof serversPtBR, string> = {};
