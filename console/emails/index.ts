// Emails resource (admin): inbound mail, its failed cases, one mail.
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { EmailList } from './EmailList';
import { EmailShow } from './EmailShow';

export default { list: EmailList, show: EmailShow, icon: MailOutlineIcon, recordRepresentation: 'subject' };
