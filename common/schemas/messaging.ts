// Devices and messages (spec §3 Device, Message; §7 Devices, Messages): request schemas and the
// views the API answers with, shared with the SPA. Messages are i18n keys; each side translates them.

import { z } from 'zod';
import type { WhatsappDelivery } from '../signing.js';
import { id } from './fields.js';
import { listQuery } from './list.js';

export const DEVICE_STATES = ['connecting', 'open', 'close', 'refused'] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];

/** Why a device stopped that its gateway did not report: the gateway no longer knows it. */
export const DEVICE_DISCONNECT_REASONS = ['gateway_lost'] as const;
export type DeviceDisconnectReason = (typeof DEVICE_DISCONNECT_REASONS)[number];

/**
 * Outgoing messages move forward through these; incoming ones are 'received'. A paused campaign's
 * waiting messages are 'paused' (back to 'queued' when it resumes); a cancelled one's, 'cancelled'.
 */
export const MESSAGE_STATUSES = [
  'queued',
  'paused',
  'cancelled',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
  'invalid',
  'received',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Statuses counted in a campaign's progress. */
export const CAMPAIGN_STATUSES = [
  'queued',
  'paused',
  'cancelled',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
  'invalid',
] as const;
export type CampaignCounts = Record<(typeof CAMPAIGN_STATUSES)[number], number>;

/** Most recipients one send may carry. */
export const CAMPAIGN_MAX_RECIPIENTS = 50_000;
/** Longest message text (WhatsApp's own limit is about 65,000 characters). */
export const MESSAGE_MAX_LENGTH = 4096;

const limit = z
  .number('validation.integer')
  .int('validation.integer')
  .min(1, 'validation.min.numeric')
  .max(100_000, 'validation.max.numeric')
  .nullish();

export const deviceName = z
  .string('validation.required')
  .trim()
  .min(2, 'validation.min.string')
  .max(120, 'validation.max.string');

export const deviceCreateBody = z.object({ name: deviceName });
export type DeviceCreateBody = z.output<typeof deviceCreateBody>;

export const deviceUpdateBody = z.object({
  name: deviceName,
  limit_minute: limit,
  limit_hour: limit,
  limit_day: limit,
});
export type DeviceUpdateBody = z.output<typeof deviceUpdateBody>;

export const DEVICE_SORTABLE = ['name', 'created_at'] as const;
export const devicesListQuery = listQuery;
export type DevicesListQuery = z.output<typeof devicesListQuery>;

export const MESSAGE_SORTABLE = ['message', 'created_at'] as const;
export const campaignsListQuery = listQuery.extend({
  device_id: id.optional(),
});
export type CampaignsListQuery = z.output<typeof campaignsListQuery>;

export const recipientsListQuery = listQuery.extend({
  status: z.enum(CAMPAIGN_STATUSES, 'validation.in').optional(),
});
export type RecipientsListQuery = z.output<typeof recipientsListQuery>;

/** One recipient of a send, as typed or imported: the number and the row's columns. */
export const recipientInput = z.object({
  number: z.string('validation.string').max(40, 'validation.max.string'),
  vars: z.record(z.string().max(60), z.string().max(1000)).optional(),
});
export type RecipientInput = z.output<typeof recipientInput>;

export interface DeviceView {
  id: number;
  uuid: string;
  name: string;
  state: DeviceState;
  logged_out: boolean;
  /** Set while the device is stopped for a reason its gateway did not report (its queue waits). */
  disconnect_reason: DeviceDisconnectReason | null;
  profile_name: string | null;
  number: string | null;
  server: { id: number; nome: string };
  connected_at: string | null;
  created_at: string;
  updated_at: string | null;
  limits: { minute: number | null; hour: number | null; day: number | null };
  queued: number;
}

export interface DeviceQrView {
  state: DeviceState;
  code: string | null;
  base64: string | null;
  count: number;
}

export interface DeviceStatusView {
  state: DeviceState;
  profile_name: string | null;
  number: string | null;
  connected_at: string | null;
  logged_out: boolean;
  /** Why the gateway could not be asked (the stored state is shown), or null. */
  gateway_error: string | null;
}

export interface MessageMediaView {
  file_name: string;
  mimetype: string;
  size: number | null;
  /** How it is shown: inline (image, audio, video) or as a download (document). */
  kind: 'image' | 'video' | 'audio' | 'document';
  /** An audio recorded as a voice note. */
  voice: boolean;
  /** Whether its bytes are kept (GET /api/device/{id}/media/{message} gives a link); a received file is fetched from the gateway first. */
  stored: boolean;
}

/** A short-lived link to a message's file (GET /api/device/{id}/media/{message}). */
export interface MessageMediaLink {
  url: string;
  expires_at: string;
}

/** A reply in a chat (JSON; a file goes as multipart with the same `message` field and an `attachment`). */
export const chatReplyBody = z.object({
  message: z.string('validation.string').max(MESSAGE_MAX_LENGTH, 'validation.max.string'),
});

export interface MessageView {
  id: number;
  device_id: number;
  campanha_id: number | null;
  chat_id: string;
  number: string;
  direction: 'out' | 'in';
  text: string | null;
  media: MessageMediaView | null;
  status: MessageStatus;
  error: string | null;
  attempts: number;
  resend_of: number | null;
  resent_by: number | null;
  created_at: string;
  sent_at: string | null;
  delivered_at: string | null;
  read_at: string | null;
}

export interface RecipientView extends MessageView {
  vars: Record<string, string>;
}

export interface ChatView {
  chat_id: string;
  number: string;
  name: string | null;
  last_message: MessageView | null;
  total: number;
  unread: number;
}

/** What sets a campaign's pace, and when it should end (GET /api/messages). */
export interface CampaignPace {
  /** The expected end (null: more than a year away at these limits). */
  ends_at: string | null;
  /** Messages still to go out before it ends: its own and those queued ahead of them on the device. */
  to_send: number;
  /** The tightest constraint: the daily limit, the per-hour or per-minute one, or the random gaps. */
  reason: 'day' | 'hour' | 'minute' | 'gaps';
  /** The device's limits today (a new device's eased in by the warm-up). */
  limits: { minute: number; hour: number; day: number };
  /** While the device warms up: which day of how many (its limits grow each day). */
  warmup: { day: number; days: number } | null;
}

export interface CampaignView {
  id: number;
  message: string;
  /** The sending device, with its state: a campaign waits (paused) while its device is not open. */
  device: Pick<DeviceView, 'id' | 'uuid' | 'name' | 'state' | 'disconnect_reason'>;
  user: { id: number; nome: string } | null;
  attachment: { file_name: string; mimetype: string; size: number } | null;
  total: number;
  counts: CampaignCounts;
  created_at: string;
  finished_at: string | null;
  /** Paused by a user (POST /api/message/{id}/pause) until resumed; else null. */
  paused_at: string | null;
  /** Cancelled by a user (POST /api/message/{id}/cancel); else null. */
  cancelled_at: string | null;
  /** The expected end and why, while something is left to send and limits are on; else null. */
  pace: CampaignPace | null;
}

export interface ImportPreview {
  columns: string[];
  rows: Record<string, string>[];
  total: number;
  /** How a text file was read (null for an .xlsx workbook). */
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | null;
}

/** Live events of GET /api/eventos (Server-Sent Events), by event name. */
export interface RealtimeEvents {
  device: Pick<
    DeviceView,
    'id' | 'uuid' | 'state' | 'logged_out' | 'disconnect_reason' | 'profile_name' | 'number'
  > & {
    qr: { code: string | null; base64: string | null; count: number } | null;
  };
  chat: { device_id: number; chat_id: string; message: MessageView };
  message: {
    id: number;
    device_id: number;
    chat_id: string;
    campanha_id: number | null;
    status: MessageStatus;
    error: string | null;
  };
  campaign: Pick<CampaignView, 'id' | 'total' | 'counts' | 'finished_at' | 'paused_at' | 'cancelled_at'>;
  /** Someone in the company opened (or answered) the chat: what had arrived is read. */
  chat_read: { device_id: number; chat_id: string };
  /**
   * A message to a signatory moved (WhatsApp receipts, a failure, an e-mail sent instead): the
   * process view of that file refreshes its deliveries.
   */
  signing_delivery: {
    arquivo_id: number;
    signatario_id: number;
    canal: 'email' | 'whatsapp';
    status: WhatsappDelivery;
    fallback: boolean;
  };
}
