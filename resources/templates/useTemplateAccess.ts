// What the signed-in person may do with templates: make and edit them (templates.manage), and send
// from them (templates.view with signing.request). Shapes buttons only; the API enforces the same.
import { useAccess } from '../../src/providers/access';

export function useTemplateAccess(): { manage: boolean; use: boolean } {
  const { can } = useAccess();
  return { manage: can('templates.manage'), use: can('templates.view') && can('signing.request') };
}
