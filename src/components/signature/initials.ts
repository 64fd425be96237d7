// A rubrica's typed text from a person's name: the initials of its words, dotted ("João da Silva
// Costa" → "J.S.C."), leaving out the particles a Brazilian name joins with (da, de, do, das, dos, e).
// A long name keeps its first three initials and the last one.

const PARTICLES = new Set(['da', 'de', 'do', 'das', 'dos', 'e']);
const MAX_INITIALS = 4;

export function initialsOf(nome: string): string {
  const words = nome
    .trim()
    .split(/\s+/)
    .filter((w) => w && !PARTICLES.has(w.toLocaleLowerCase('pt-BR')));
  const letters = words.map((w) => (w.match(/\p{L}/u)?.[0] ?? '').toLocaleUpperCase('pt-BR')).filter(Boolean);
  const kept =
    letters.length > MAX_INITIALS ? [...letters.slice(0, MAX_INITIALS - 1), letters.at(-1)] : letters;
  return kept.map((l) => `${l}.`).join('');
}
