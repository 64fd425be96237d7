// The address fields' texts: the `addresses` section of the profile page's dictionary
// (i18n/app/pages/profile.ts), shared by every address form (the profile's, the company's). It
// travels in the chunk of the page that shows an address, never with the first screen.
import { profileEn, profilePtBR } from '../../../i18n/app/pages/profile';
import { usePageT } from '../../providers/pageT';

export type AddressTranslate = (key: string) => string;

export const useAddressT = (): AddressTranslate =>
  usePageT({ pt_BR: profilePtBR.addresses, en: profileEn.addresses });
