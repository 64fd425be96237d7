// The IBGE reference data (common/reference), fetched in chunks of their own only when a picker
// opens or has a value to show — never part of the app's initial bundle.
import type { Municipality } from '../../../common/reference/lookup';
import type { State } from '../../../common/reference/states';

export type { Municipality, State };

export const loadStates = (): Promise<readonly State[]> =>
  import('../../../common/reference/states').then((m) => m.STATES);

/** municipalitiesOf / findMunicipality over all 5,571 municipalities (the bigger chunk). */
export const loadMunicipalities = () => import('../../../common/reference/lookup');

/** Lower-case, without accents: how names are compared when a service gives only the name. */
export const plainName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
