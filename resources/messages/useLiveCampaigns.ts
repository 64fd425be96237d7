// The campaigns' progress as `campaign` events report it, laid over the rows the list loaded (no
// refetch): the latest event of each campaign, applied unless the loaded row is already further on.
import { useCallback, useState } from 'react';
import type { CampaignView } from '../../common/schemas/messaging';
import { useRealtime } from '../../src/providers/realtime';
import { type CampaignEvent, withLiveProgress } from './campaignProgress';

export function useLiveCampaigns(): (campaign: CampaignView) => CampaignView {
  const [events, setEvents] = useState<Record<number, CampaignEvent>>({});
  useRealtime('campaign', (event) => setEvents((all) => ({ ...all, [event.id]: event })));
  return useCallback((campaign) => withLiveProgress(campaign, events[campaign.id]), [events]);
}
