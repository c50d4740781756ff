// Icons of the sidebar items, by menu item id (domain/menu.ts).
import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ListAltIcon from '@mui/icons-material/ListAlt';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import HubIcon from '@mui/icons-material/Hub';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import BusinessIcon from '@mui/icons-material/Business';
import CableIcon from '@mui/icons-material/Cable';
import LanguageIcon from '@mui/icons-material/Language';
import GroupIcon from '@mui/icons-material/Group';
import EmailIcon from '@mui/icons-material/Email';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import CallMadeIcon from '@mui/icons-material/CallMade';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PublicIcon from '@mui/icons-material/Public';
import PersonIcon from '@mui/icons-material/Person';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';

const BY_ID: Record<string, SvgIconComponent> = {
  dashboard: DashboardIcon,
  invoices: ReceiptLongIcon,
  'invoices.list': ListAltIcon,
  peppol: HubIcon,
  bookkeeping: MenuBookIcon,
  companies: BusinessIcon,
  connections: CableIcon,
  domains: LanguageIcon,
  users: GroupIcon,
  emails: EmailIcon,
  eSynPayFailedCases: ErrorOutlineIcon,
  outgoing: CallMadeIcon,
  incoming: CallReceivedIcon,
  faq: HelpOutlineIcon,
  'domains.allowed': PublicIcon,
  'domains.general': PublicIcon,
  'domains.openChannel': PublicIcon,
  'users.list': PersonIcon,
  'users.operators': SupportAgentIcon,
  'users.requests': HowToRegIcon,
  'emails.list': AlternateEmailIcon,
};

export function menuIcon(id: string): SvgIconComponent {
  if (BY_ID[id]) return BY_ID[id];
  if (id.endsWith('.upload')) return UploadFileIcon;
  if (id.endsWith('.pdf')) return PictureAsPdfIcon;
  if (id.endsWith('.peppol')) return HubIcon;
  if (id.endsWith('.receivers') || id.endsWith('.senders')) return BusinessIcon;
  if (id.endsWith('.failedCases')) return ErrorOutlineIcon;
  return ChevronRightIcon;
}
