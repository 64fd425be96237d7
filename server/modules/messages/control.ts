// A campaign under the user's control: pause (its waiting messages stop, 'paused'), resume (back
// in the queue, in their place), cancel (what has not gone out becomes 'cancelled'; a message
// already handed to the gateway finishes). Each is one transaction with the campaign row locked;
// the queue's claim only takes 'queued' rows, so a message is either claimed first (and goes out)
// or paused first (and waits). Asking twice is harmless: the answer is the campaign as it is.
import type { CampaignView } from '../../../common/schemas/messaging.js';
import type { AppContext } from '../../context.js';
import {
  findCampaign,
  lockCampaign,
  moveCampaignMessages,
  setCampaignControl,
} from '../../db/queries/campaigns.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../http/errors.js';
import { publishProgress } from '../devices/events.js';
import { campaignViews } from './views.js';

export type CampaignAction = 'pause' | 'resume' | 'cancel';

export async function controlCampaign(
  ctx: AppContext,
  empresaId: number,
  id: number,
  action: CampaignAction,
): Promise<CampaignView> {
  await inTransaction(ctx.db, async (tx) => {
    const campaign = await lockCampaign(tx, empresaId, id);
    if (!campaign) throw notFound();
    if (campaign.cancelledAt) {
      if (action === 'cancel') return;
      throw new HttpError(409, 'messages.campaign_cancelled');
    }
    if (campaign.finishedAt) throw new HttpError(409, 'messages.campaign_finished');
    if (action === 'pause') {
      if (campaign.pausedAt) return;
      await setCampaignControl(tx, id, { pausedAt: new Date() });
      await moveCampaignMessages(tx, id, ['queued'], 'paused');
    } else if (action === 'resume') {
      if (!campaign.pausedAt) return;
      await setCampaignControl(tx, id, { pausedAt: null });
      await moveCampaignMessages(tx, id, ['paused'], 'queued');
    } else {
      await setCampaignControl(tx, id, { pausedAt: null, cancelledAt: new Date() });
      await moveCampaignMessages(tx, id, ['queued', 'paused'], 'cancelled');
    }
  });
  // Marks it finished when nothing is left in flight, and tells every open screen.
  await publishProgress(ctx, empresaId, id);
  if (action === 'resume') ctx.queue?.wake();
  const row = await findCampaign(ctx.db, empresaId, id);
  if (!row) throw notFound();
  return (await campaignViews(ctx, [row]))[0] as CampaignView;
}
