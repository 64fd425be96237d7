// The side menu's icons, by the name a manifest or route gives (MenuPlace.icon). A resource whose
// icon is not here yet adds one line.

import type { SvgIconComponent } from '@mui/icons-material';
import BusinessIcon from '@mui/icons-material/Business';
import ContactsIcon from '@mui/icons-material/Contacts';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import DevicesIcon from '@mui/icons-material/Devices';
import DnsIcon from '@mui/icons-material/Dns';
import FolderIcon from '@mui/icons-material/Folder';
import GavelIcon from '@mui/icons-material/Gavel';
import HistoryIcon from '@mui/icons-material/History';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import InboxIcon from '@mui/icons-material/Inbox';
import IntegrationIcon from '@mui/icons-material/IntegrationInstructions';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import MessageIcon from '@mui/icons-material/Message';
import PeopleIcon from '@mui/icons-material/People';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TimelineIcon from '@mui/icons-material/Timeline';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import WorkspacesIcon from '@mui/icons-material/Workspaces';

export const MENU_ICONS = {
  Business: BusinessIcon,
  Contacts: ContactsIcon,
  Dashboard: DashboardIcon,
  DeleteSweep: DeleteSweepIcon,
  Devices: DevicesIcon,
  Dns: DnsIcon,
  Folder: FolderIcon,
  Gavel: GavelIcon,
  History: HistoryIcon,
  HowToReg: HowToRegIcon,
  Inbox: InboxIcon,
  IntegrationInstructions: IntegrationIcon,
  LibraryBooks: LibraryBooksIcon,
  Message: MessageIcon,
  People: PeopleIcon,
  PrivacyTip: PrivacyTipIcon,
  ReceiptLong: ReceiptLongIcon,
  Timeline: TimelineIcon,
  WhatsApp: WhatsAppIcon,
  Workspaces: WorkspacesIcon,
} satisfies Record<string, SvgIconComponent>;

export type MenuIconName = keyof typeof MENU_ICONS;
