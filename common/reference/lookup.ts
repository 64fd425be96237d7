// Look-ups over the embedded IBGE reference data (states.ts, municipalities.ts). This module
// imports the data itself, so the SPA must load it with a dynamic import (when a picker opens),
// never from the initial bundle; the API imports it statically.
import { MUNICIPALITIES } from './municipalities.js';
import { STATES, type State } from './states.js';

export interface Municipality {
  /** IBGE's 7-digit code. */
  id: number;
  nome: string;
  /** The state's IBGE code (the first two digits of `id`). */
  estadoId: number;
}

/** The state (11–53) a 7-digit municipality code belongs to. */
export const stateOfMunicipality = (code: number) => Math.floor(code / 100_000);

let byState: Map<number, Municipality[]> | undefined;
let byCode: Map<number, Municipality> | undefined;

function index() {
  if (!byState || !byCode) {
    byState = new Map();
    byCode = new Map();
    for (const [id, nome] of MUNICIPALITIES) {
      const m: Municipality = { id, nome, estadoId: stateOfMunicipality(id) };
      byCode.set(id, m);
      const list = byState.get(m.estadoId);
      if (list) list.push(m);
      else byState.set(m.estadoId, [m]);
    }
  }
  return { byState, byCode };
}

/** The municipalities of a state, by name (pt-BR); empty for an unknown state. */
export function municipalitiesOf(stateId: number): readonly Municipality[] {
  return index().byState.get(stateId) ?? [];
}

/** The municipality with this IBGE code, if there is one. */
export function findMunicipality(code: number): Municipality | undefined {
  return index().byCode.get(code);
}

/** The state with this IBGE code (11–53), if there is one. */
export function findState(id: number): State | undefined {
  return STATES.find((s) => s.id === id);
}
