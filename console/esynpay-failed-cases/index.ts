// eSynPay failed cases resource (admin, read-only).
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { ESynPayFailedCaseList } from './ESynPayFailedCaseList';

export default { list: ESynPayFailedCaseList, icon: ReportProblemOutlinedIcon, recordRepresentation: 'case' };
