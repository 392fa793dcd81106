import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BuildIcon from '@mui/icons-material/Build';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DataObjectIcon from '@mui/icons-material/DataObject';
import DescriptionIcon from '@mui/icons-material/Description';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FolderIcon from '@mui/icons-material/Folder';
import GavelIcon from '@mui/icons-material/Gavel';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LabelIcon from '@mui/icons-material/Label';
import ListIcon from '@mui/icons-material/List';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PieChartIcon from '@mui/icons-material/PieChart';
import PolicyIcon from '@mui/icons-material/Policy';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { MenuIcon } from '../navigation/menu.js';

export type IconComponent = typeof CategoryIcon;

/** The drawing of each sidebar icon name. */
export const MENU_ICONS: Readonly<Record<MenuIcon, IconComponent>> = {
  dashboard: DashboardIcon,
  persons: PeopleIcon,
  quotes: RequestQuoteIcon,
  loanApplications: AssignmentIcon,
  loans: AccountBalanceIcon,
  portfolio: PieChartIcon,
  interestIncome: TrendingUpIcon,
  payments: PaymentsIcon,
  policies: PolicyIcon,
  claims: ReportProblemIcon,
  events: EventNoteIcon,
  productConfiguration: BuildIcon,
  products: InventoryIcon,
  productGroup: FolderIcon,
  product: DescriptionIcon,
  objects: DataObjectIcon,
  lookups: ListAltIcon,
  queries: SearchIcon,
  savedQuery: ViewListIcon,
  decisions: GavelIcon,
  labels: LabelIcon,
  users: PeopleIcon,
  groups: GroupsIcon,
  intermediaries: HandshakeIcon,
  settings: SettingsIcon,
  add: AddCircleOutlineIcon,
  list: ListIcon,
};

export const FALLBACK_MENU_ICON: IconComponent = CategoryIcon;
