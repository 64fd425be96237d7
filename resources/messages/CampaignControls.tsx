// A sending campaign's controls, for users who may send: pause (its waiting messages stop), resume
// (they go back to the queue in their place), cancel (asked first: what has not gone out will not).
// The list follows from the `campaign` event the API publishes, and is refetched for the pace.
import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type MouseEvent, useState } from 'react';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { CampaignView } from '../../common/schemas/messaging';
import { messagesApi } from '../../src/providers/messagesApi';
import { useCanSend } from './useCanSend';

type Action = 'pause' | 'resume' | 'cancel';
const DONE: Record<Action, string> = { pause: 'paused', resume: 'resumed', cancel: 'cancelled' };

export function CampaignControls({ campaign }: { campaign: CampaignView }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const canSend = useCanSend();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!canSend || campaign.finished_at || campaign.cancelled_at) return null;

  const run = async (action: Action) => {
    setBusy(true);
    try {
      await messagesApi.control(campaign.id, action);
      notify(`resources.messages.action.${DONE[action]}`, { type: 'info' });
      refresh();
    } catch {
      // The API's refusal (e.g. it finished meanwhile) was shown by the HTTP layer.
    } finally {
      setBusy(false);
    }
  };
  const button = (action: Action, icon: React.ReactNode, onClick: () => void) => (
    <Tooltip title={translate(`resources.messages.action.${action}`)}>
      <IconButton
        size="small"
        aria-label={translate(`resources.messages.action.${action}`)}
        aria-disabled={busy}
        onClick={(e: MouseEvent) => {
          e.stopPropagation();
          if (!busy) onClick();
        }}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );

  return (
    <>
      {campaign.paused_at
        ? button('resume', <PlayArrowIcon fontSize="small" />, () => void run('resume'))
        : button('pause', <PauseIcon fontSize="small" />, () => void run('pause'))}
      {button('cancel', <CancelScheduleSendIcon fontSize="small" />, () => setConfirming(true))}
      <Confirm
        isOpen={confirming}
        title="resources.messages.action.cancel_title"
        content="resources.messages.action.cancel_content"
        confirm="resources.messages.action.cancel"
        onConfirm={() => {
          setConfirming(false);
          void run('cancel');
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
