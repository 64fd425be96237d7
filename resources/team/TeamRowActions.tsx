// The ⋮ menu of a member's row (also on right-click), with what the caller may do to them.
import { useRecordContext } from 'react-admin';
import { RowActions } from '../../src/components/list/RowActions';
import type { TeamMember } from '../../src/providers/teamApi';
import { useMemberActions } from './TeamActions';
import '../users/messages';

export function TeamRowActions() {
  const member = useRecordContext<TeamMember>();
  const actions = useMemberActions(member);
  return <RowActions label="resources.users.list.actions" actions={actions} />;
}
