// The embedded IBGE reference data: 27 states and IBGE's 5,571 municipalities with valid codes.
import { describe, expect, it } from 'vitest';
import { findMunicipality, findState, municipalitiesOf } from '../../common/reference/lookup.js';
import { MUNICIPALITIES } from '../../common/reference/municipalities.js';
import { STATES } from '../../common/reference/states.js';

describe('states', () => {
  it('has exactly the 27 federative units, codes 11–53, each with a unique UF', () => {
    expect(STATES).toHaveLength(27);
    for (const s of STATES) {
      expect(Number.isInteger(s.id)).toBe(true);
      expect(s.id).toBeGreaterThanOrEqual(11);
      expect(s.id).toBeLessThanOrEqual(53);
      expect(s.uf).toMatch(/^[A-Z]{2}$/);
      expect(s.nome.length).toBeGreaterThan(2);
    }
    expect(new Set(STATES.map((s) => s.id)).size).toBe(27);
    expect(new Set(STATES.map((s) => s.uf)).size).toBe(27);
    expect(STATES.find((s) => s.uf === 'SP')).toEqual({ id: 35, nome: 'São Paulo', uf: 'SP' });
  });

  it('is sorted by name', () => {
    const names = STATES.map((s) => s.nome);
    expect(names).toEqual([...names].sort(new Intl.Collator('pt-BR').compare));
  });
});

describe('municipalities', () => {
  const stateIds = new Set(STATES.map((s) => s.id));

  it("has IBGE's 5,571 municipalities with unique, valid 7-digit codes of existing states", () => {
    expect(MUNICIPALITIES).toHaveLength(5571);
    const codes = MUNICIPALITIES.map(([code]) => code);
    expect(new Set(codes).size).toBe(5571);
    for (const [code, nome] of MUNICIPALITIES) {
      expect(String(code)).toMatch(/^[1-5]\d{6}$/);
      expect(stateIds.has(Number(String(code).slice(0, 2)))).toBe(true);
      expect(nome.trim()).toBe(nome);
      expect(nome.length).toBeGreaterThan(1);
    }
  });

  it('includes the newest municipality, Boa Esperança do Norte/MT (5101837, installed in 2025)', () => {
    expect(findMunicipality(5101837)).toEqual({ id: 5101837, nome: 'Boa Esperança do Norte', estadoId: 51 });
    expect(findState(51)?.uf).toBe('MT');
    expect(municipalitiesOf(51).some((m) => m.id === 5101837)).toBe(true);
  });

  it('gives every state at least one municipality, and the Federal District only Brasília', () => {
    for (const s of STATES) expect(municipalitiesOf(s.id).length, s.nome).toBeGreaterThan(0);
    expect(municipalitiesOf(31).length).toBeGreaterThan(800); // Minas Gerais: 853
    expect(municipalitiesOf(35).length).toBeGreaterThan(600); // São Paulo: 645
    expect(municipalitiesOf(53).map((m) => m.nome)).toEqual(['Brasília']);
    expect(MUNICIPALITIES.filter(([code]) => Math.floor(code / 100000) === 53)).toEqual([
      [5300108, 'Brasília'],
    ]);
  });

  it('is sorted by state, then name, and the look-ups answer unknown codes with nothing', () => {
    const collator = new Intl.Collator('pt-BR');
    for (let i = 1; i < MUNICIPALITIES.length; i++) {
      const [a, an] = MUNICIPALITIES[i - 1]!;
      const [b, bn] = MUNICIPALITIES[i]!;
      const order = Math.floor(a / 100000) - Math.floor(b / 100000) || collator.compare(an, bn);
      expect(order).toBeLessThanOrEqual(0);
    }
    expect(municipalitiesOf(3550308).length).toBe(0);
    expect(findMunicipality(3599999)).toBeUndefined();
    expect(findMunicipality(3550308)?.nome).toBe('São Paulo');
  });
});
