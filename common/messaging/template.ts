// Message templates: `{coluna}` variables filled from each recipient's imported columns.
// Variable names are matched without regard to case or accents-free spacing: `{Nome}` = `{nome}`.

const VARIABLE = /\{\s*([\p{L}\p{N}_ .-]{1,60}?)\s*\}/gu;

export const variableKey = (name: string) => name.trim().toLowerCase();

/** The distinct variables a template uses, by their lower-cased names, in order of appearance. */
export function templateVariables(template: string): string[] {
  const seen = new Set<string>();
  for (const m of template.matchAll(VARIABLE)) seen.add(variableKey(m[1] ?? ''));
  return [...seen];
}

/** The variables of the template that `vars` does not have (by lower-cased name). */
export function missingVariables(template: string, vars: Record<string, string>): string[] {
  const have = new Set(Object.keys(vars).map(variableKey));
  return templateVariables(template).filter((v) => !have.has(v));
}

/** The template with each `{variable}` replaced by the recipient's value (missing ones left as typed). */
export function renderTemplate(template: string, vars: Record<string, string>): string {
  const byKey = new Map(Object.entries(vars).map(([k, v]) => [variableKey(k), v]));
  return template.replace(VARIABLE, (whole, name: string) => byKey.get(variableKey(name)) ?? whole);
}
