// Translation of sending a process again and of its earlier rounds, with their own dictionary
// (i18n/app/pages/signingRounds.ts), which travels in the signing dialogs' chunk rather than the
// first screen's. Follows the language picked anywhere in the app.
import { signingRoundsEn, signingRoundsPtBR } from '../../i18n/app/pages/signingRounds';
import { usePageT } from '../../src/providers/pageT';
import type { DeadlineT } from './useDeadlineT';

export const useRoundsT = (): DeadlineT => usePageT({ pt_BR: signingRoundsPtBR, en: signingRoundsEn });
