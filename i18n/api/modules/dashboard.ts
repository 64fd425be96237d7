// API messages of the dashboard and the guided start, in both languages (same keys).
export const dashboardPtBR = {
  'dashboard.company_only': 'O painel é exclusivo dos usuários de uma empresa.',
  'first_steps.company_only': 'Os primeiros passos são dos usuários de uma empresa.',
} as const;

export const dashboardEn: Record<keyof typeof dashboardPtBR, string> = {
  'dashboard.company_only': 'The dashboard is only for users of a company.',
  'first_steps.company_only': 'The first steps are for users of a company.',
};
