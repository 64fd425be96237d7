// What the signed-in user may do in the vault (the API checks the same; this only hides buttons).
import { useAccess } from '../../src/providers/access';

export interface VaultPermissions {
  upload: boolean;
  manage: boolean;
  remove: boolean;
  /** signing.request: send a draft for signature, remind a signatory. */
  requestSignatures: boolean;
  /** signing.manage: cancel any process, remove a signatory. */
  manageSignatures: boolean;
}

export function useVaultPermissions(): VaultPermissions {
  const { can } = useAccess();
  return {
    upload: can('vault.upload'),
    manage: can('vault.manage'),
    remove: can('vault.delete'),
    requestSignatures: can('signing.request'),
    manageSignatures: can('signing.manage'),
  };
}
