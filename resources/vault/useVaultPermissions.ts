// What the signed-in user may do in the vault (the API checks the same; this only hides buttons).
import { useGetIdentity } from 'react-admin';
import { hasPermission } from '../../common/permissions';

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
  const { identity } = useGetIdentity();
  const held = (identity?.permissoes as string[] | undefined) ?? [];
  return {
    upload: hasPermission(held, 'vault.upload'),
    manage: hasPermission(held, 'vault.manage'),
    remove: hasPermission(held, 'vault.delete'),
    requestSignatures: hasPermission(held, 'signing.request'),
    manageSignatures: hasPermission(held, 'signing.manage'),
  };
}
