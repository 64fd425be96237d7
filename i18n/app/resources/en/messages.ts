// English labels of the messages resource: the keys of ../messages.ts, checked by SameKeys. Loaded only when
// a user picks English (src/providers/i18nProvider.ts).
import type { messagesPtBR } from '../messages';
import type { SameKeys } from '../shape';

export const messagesEn: SameKeys<typeof messagesPtBR> = {
  name: 'Message |||| Messages',
  fields: {
    message: 'Message',
    device: 'Device',
    user: 'Sent by',
    created_at: 'Created at',
    total: 'Recipients',
    progress: 'Progress',
    attachment: 'With attachment',
    number: 'Number',
    text: 'Text sent',
    status: 'Status',
    error: 'Error',
  },
  action: {
    create: 'New message',
    recipients: 'View recipients',
    pause: 'Pause sending',
    resume: 'Resume sending',
    cancel: 'Cancel sending',
    paused: 'Sending paused.',
    resumed: 'Sending resumed.',
    cancelled: 'Sending cancelled: what had not gone out will not be sent.',
    cancel_title: 'Cancel the sending?',
    cancel_content:
      'Messages that have not gone out will not be sent. Those already sent stay as they are. This cannot be undone.',
  },
  pace: {
    ends: 'Expected end: %{when}.',
    ends_later: 'Expected end: more than a year away at this pace.',
    warmup:
      'New device warming up (day %{day} of %{days}): today up to %{per_hour} messages an hour and %{per_day} a day, limits that grow each day so WhatsApp does not block the number.',
    day: 'The device sends up to %{per_day} messages a day: the rest goes out over the next days.',
    hour: 'Pace: up to %{per_hour} messages an hour on this device.',
    minute: 'Pace: up to %{per_minute} messages a minute on this device.',
    gaps: 'Pace: random gaps of a few seconds between messages, so the sending does not look automated.',
  },
  progress: {
    figures: 'Sent %{sent} · Delivered %{delivered} · Read %{read} · Failed %{failed} of %{total}',
    paused: 'Paused: the device “%{device}” is disconnected. Messages wait in the queue until it connects.',
    paused_gateway_lost:
      'Paused: the messaging server lost the device “%{device}”. Scan the QR again to resume; nothing was lost.',
    paused_by_user:
      'Paused: %{smart_count} message waits until the sending is resumed. |||| Paused: %{smart_count} messages wait until the sending is resumed.',
    cancelled: 'Cancelled %{cancelled}',
  },
  status: {
    queued: 'Queued',
    paused: 'Paused',
    cancelled: 'Cancelled',
    sending: 'Sending',
    sent: 'Sent',
    delivered: 'Delivered',
    read: 'Read',
    failed: 'Failed',
    invalid: 'Invalid number',
    received: 'Received',
  },
  recipients: {
    title: 'Recipients of the send through %{device}',
    attachment: 'Attachment: %{name}',
    status_filter: 'Status',
    status_all: 'All',
    resend: 'Resend',
    resent: 'Resent',
    resent_ok: 'Message queued again.',
    retry: 'New attempt',
    empty: 'No recipients with this status.',
  },
  create: {
    steps: {
      device: 'Device',
      recipients: 'Recipients',
      message: 'Message',
      send: 'Send',
    },
    device: {
      label: 'Device',
      choose: 'Choose a connected device',
      option: '%{name} (%{state})',
      option_number: '%{name} · %{number}',
      helper: 'Only connected devices can send.',
      not_open: 'This device is not connected. Connect it under Devices or choose another.',
      none: 'No connected device. Connect one under Devices to send messages.',
    },
    device_state: {
      connecting: 'Waiting for the QR scan',
      open: 'Connected',
      close: 'Disconnected',
      refused: 'QR expired',
    },
    mode: {
      label: 'How to give the recipients',
      single: 'One number',
      list: 'List',
      import: 'Import spreadsheet',
    },
    single: {
      label: 'Number',
      helper: 'With the area code, e.g. (11) 99999-0001. Numbers of other countries start with +.',
      contact_name: 'Contact name',
    },
    list: {
      label: 'Numbers',
      helper: 'One number per line, or separated by semicolons or commas.',
    },
    import: {
      input: 'Spreadsheet',
      drop: 'Drop a .csv or .xlsx spreadsheet here (one sheet, the first row naming the columns)',
      pick: 'Choose spreadsheet',
      replace: 'Replace spreadsheet',
      reading: 'Reading the spreadsheet…',
      file: '%{name}: %{smart_count} row |||| %{name}: %{smart_count} rows',
      encoding: {
        'utf-8': 'Text read as UTF-8.',
        'utf-16le': 'Text read as UTF-16 (Excel Unicode text).',
        'utf-16be': 'Text read as UTF-16 (big-endian).',
        'windows-1252':
          'Text read as Windows-1252 (Excel CSV in Portuguese): check the accents in the preview.',
      },
      phone_column: 'Phone column',
      phone_choose: 'Choose the column',
      phone_helper: 'The other columns become variables you can use in the text.',
      variables: 'Variables for the message: %{names}',
      no_variables: 'The spreadsheet has no other columns to use as variables.',
    },
    preview: {
      line: 'Row',
      typed: 'Given',
      result: 'Number',
      invalid: 'invalid: %{reason}',
      duplicate: 'repeated',
      totals: {
        valid: '%{count} valid |||| %{count} valid',
        invalid: '%{count} invalid |||| %{count} invalid',
        duplicates: '%{count} repeated |||| %{count} repeated',
      },
      not_sent: 'Invalid and repeated numbers will not be sent.',
      shown: 'Showing the first %{shown} of %{total} rows.',
      too_many: 'A send can have at most %{max} recipients.',
    },
    problem: {
      empty: 'empty',
      too_short: 'too few digits',
      too_long: 'too many digits',
      area_code: 'unknown area code',
      mobile_prefix: 'invalid local number',
    },
    message: {
      label: 'Message',
      counter: '%{count} / %{max} characters',
      helper: 'Use {column} to insert a value from the spreadsheet.',
      variables: 'Spreadsheet variables (click to insert into the text):',
      preview: 'Preview for %{number}',
      preview_none: 'The preview appears once there is a valid recipient.',
      missing:
        'Variables with no spreadsheet column: %{names}. Fix the text or import a spreadsheet with those columns.',
    },
    attachment: {
      input: 'Attachment',
      add: 'Attach a file',
      remove: 'Remove the attached file',
      helper:
        'Optional: one file — a photo, audio or video up to %{media}; a PDF or document up to %{documents}.',
      too_large: 'The attachment must be at most %{max}.',
      empty: 'The chosen file is empty.',
    },
    send: {
      button: 'Send',
      summary:
        'Send to %{smart_count} recipient through the device %{device}. |||| Send to %{smart_count} recipients through the device %{device}.',
      uploading: 'Uploading the attachment… %{percent}%',
      queued: 'Messages queued for sending.',
      needs: {
        device: 'Choose a connected device.',
        recipients: 'Give at least one valid number.',
        too_many: 'Shorten the recipient list.',
        message: 'Write the message or attach a file.',
        variables: 'Fix the message variables.',
      },
    },
  },
};
