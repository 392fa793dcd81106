import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AccessibleIcon from '@mui/icons-material/Accessible';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AccountBoxIcon from '@mui/icons-material/AccountBox';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AddIcon from '@mui/icons-material/Add';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import AddCardIcon from '@mui/icons-material/AddCard';
import AddHomeIcon from '@mui/icons-material/AddHome';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import AirlineSeatReclineNormalIcon from '@mui/icons-material/AirlineSeatReclineNormal';
import AlarmIcon from '@mui/icons-material/Alarm';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ArchiveIcon from '@mui/icons-material/Archive';
import ArticleIcon from '@mui/icons-material/Article';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import AttachmentIcon from '@mui/icons-material/Attachment';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import BadgeIcon from '@mui/icons-material/Badge';
import BalanceIcon from '@mui/icons-material/Balance';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import BoltIcon from '@mui/icons-material/Bolt';
import BookIcon from '@mui/icons-material/Book';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BuildIcon from '@mui/icons-material/Build';
import BusinessIcon from '@mui/icons-material/Business';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import CalculateIcon from '@mui/icons-material/Calculate';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CalendarTodayIcon from '@mui/icons-material/CalendarToday';
import CallIcon from '@mui/icons-material/Call';
import CampaignIcon from '@mui/icons-material/Campaign';
import CarCrashIcon from '@mui/icons-material/CarCrash';
import CarRentalIcon from '@mui/icons-material/CarRental';
import CarRepairIcon from '@mui/icons-material/CarRepair';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CategoryIcon from '@mui/icons-material/Category';
import ChangeCircleIcon from '@mui/icons-material/ChangeCircle';
import CheckIcon from '@mui/icons-material/Check';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ChecklistIcon from '@mui/icons-material/Checklist';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import ChildFriendlyIcon from '@mui/icons-material/ChildFriendly';
import CommuteIcon from '@mui/icons-material/Commute';
import ComputerIcon from '@mui/icons-material/Computer';
import ConstructionIcon from '@mui/icons-material/Construction';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import ContactsIcon from '@mui/icons-material/Contacts';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import CreditScoreIcon from '@mui/icons-material/CreditScore';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DataObjectIcon from '@mui/icons-material/DataObject';
import DateRangeIcon from '@mui/icons-material/DateRange';
import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import DesignServicesIcon from '@mui/icons-material/DesignServices';
import DevicesIcon from '@mui/icons-material/Devices';
import DiamondIcon from '@mui/icons-material/Diamond';
import DirectionsIcon from '@mui/icons-material/Directions';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import DiscountIcon from '@mui/icons-material/Discount';
import DomainIcon from '@mui/icons-material/Domain';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import DownloadIcon from '@mui/icons-material/Download';
import DriveEtaIcon from '@mui/icons-material/DriveEta';
import EditIcon from '@mui/icons-material/Edit';
import ElderlyIcon from '@mui/icons-material/Elderly';
import ElderlyWomanIcon from '@mui/icons-material/ElderlyWoman';
import ElectricBoltIcon from '@mui/icons-material/ElectricBolt';
import ElectricCarIcon from '@mui/icons-material/ElectricCar';
import ElectricalServicesIcon from '@mui/icons-material/ElectricalServices';
import EmailIcon from '@mui/icons-material/Email';
import EmergencyIcon from '@mui/icons-material/Emergency';
import EngineeringIcon from '@mui/icons-material/Engineering';
import EuroIcon from '@mui/icons-material/Euro';
import EvStationIcon from '@mui/icons-material/EvStation';
import EventIcon from '@mui/icons-material/Event';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FaceIcon from '@mui/icons-material/Face';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FactoryIcon from '@mui/icons-material/Factory';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FenceIcon from '@mui/icons-material/Fence';
import FireExtinguisherIcon from '@mui/icons-material/FireExtinguisher';
import FireTruckIcon from '@mui/icons-material/FireTruck';
import FlagIcon from '@mui/icons-material/Flag';
import FlightIcon from '@mui/icons-material/Flight';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import FloodIcon from '@mui/icons-material/Flood';
import FolderIcon from '@mui/icons-material/Folder';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import FoundationIcon from '@mui/icons-material/Foundation';
import GarageIcon from '@mui/icons-material/Garage';
import GavelIcon from '@mui/icons-material/Gavel';
import GradeIcon from '@mui/icons-material/Grade';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HandymanIcon from '@mui/icons-material/Handyman';
import HealingIcon from '@mui/icons-material/Healing';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import HearingIcon from '@mui/icons-material/Hearing';
import HelpIcon from '@mui/icons-material/Help';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import HouseIcon from '@mui/icons-material/House';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import InfoIcon from '@mui/icons-material/Info';
import InventoryIcon from '@mui/icons-material/Inventory';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import KeyIcon from '@mui/icons-material/Key';
import LabelIcon from '@mui/icons-material/Label';
import LanguageIcon from '@mui/icons-material/Language';
import LaptopIcon from '@mui/icons-material/Laptop';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import LinkIcon from '@mui/icons-material/Link';
import ListIcon from '@mui/icons-material/List';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalAtmIcon from '@mui/icons-material/LocalAtm';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalPharmacyIcon from '@mui/icons-material/LocalPharmacy';
import LocalPoliceIcon from '@mui/icons-material/LocalPolice';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import MailIcon from '@mui/icons-material/Mail';
import MapIcon from '@mui/icons-material/Map';
import MarkunreadMailboxIcon from '@mui/icons-material/MarkunreadMailbox';
import MedicalInformationIcon from '@mui/icons-material/MedicalInformation';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import MedicationIcon from '@mui/icons-material/Medication';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import MoneyIcon from '@mui/icons-material/Money';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import MopedIcon from '@mui/icons-material/Moped';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import NotesIcon from '@mui/icons-material/Notes';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PaidIcon from '@mui/icons-material/Paid';
import PaymentIcon from '@mui/icons-material/Payment';
import PaymentsIcon from '@mui/icons-material/Payments';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PeopleIcon from '@mui/icons-material/People';
import PercentIcon from '@mui/icons-material/Percent';
import PersonIcon from '@mui/icons-material/Person';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PetsIcon from '@mui/icons-material/Pets';
import PhoneIcon from '@mui/icons-material/Phone';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import PieChartIcon from '@mui/icons-material/PieChart';
import PinIcon from '@mui/icons-material/Pin';
import PlaceIcon from '@mui/icons-material/Place';
import PlumbingIcon from '@mui/icons-material/Plumbing';
import PolicyIcon from '@mui/icons-material/Policy';
import PregnantWomanIcon from '@mui/icons-material/PregnantWoman';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import PrintIcon from '@mui/icons-material/Print';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import PublicIcon from '@mui/icons-material/Public';
import QrCodeIcon from '@mui/icons-material/QrCode';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import RoofingIcon from '@mui/icons-material/Roofing';
import RouteIcon from '@mui/icons-material/Route';
import RvHookupIcon from '@mui/icons-material/RvHookup';
import SavingsIcon from '@mui/icons-material/Savings';
import ScaleIcon from '@mui/icons-material/Scale';
import SchoolIcon from '@mui/icons-material/School';
import ScienceIcon from '@mui/icons-material/Science';
import SearchIcon from '@mui/icons-material/Search';
import SecurityIcon from '@mui/icons-material/Security';
import SendIcon from '@mui/icons-material/Send';
import SettingsIcon from '@mui/icons-material/Settings';
import ShareIcon from '@mui/icons-material/Share';
import ShieldIcon from '@mui/icons-material/Shield';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import SosIcon from '@mui/icons-material/Sos';
import SpeedIcon from '@mui/icons-material/Speed';
import StarIcon from '@mui/icons-material/Star';
import StorageIcon from '@mui/icons-material/Storage';
import StoreIcon from '@mui/icons-material/Store';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SubscriptionsIcon from '@mui/icons-material/Subscriptions';
import SummarizeIcon from '@mui/icons-material/Summarize';
import SupportIcon from '@mui/icons-material/Support';
import SyncIcon from '@mui/icons-material/Sync';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThunderstormIcon from '@mui/icons-material/Thunderstorm';
import TimelineIcon from '@mui/icons-material/Timeline';
import TimerIcon from '@mui/icons-material/Timer';
import TodayIcon from '@mui/icons-material/Today';
import TollIcon from '@mui/icons-material/Toll';
import TrafficIcon from '@mui/icons-material/Traffic';
import TrainIcon from '@mui/icons-material/Train';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import UmbrellaIcon from '@mui/icons-material/Umbrella';
import UpdateIcon from '@mui/icons-material/Update';
import UploadIcon from '@mui/icons-material/Upload';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import WalletIcon from '@mui/icons-material/Wallet';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import WarningIcon from '@mui/icons-material/Warning';
import WaterIcon from '@mui/icons-material/Water';
import WaterDamageIcon from '@mui/icons-material/WaterDamage';
import WindowIcon from '@mui/icons-material/Window';
import WorkIcon from '@mui/icons-material/Work';
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import type SvgIcon from '@mui/material/SvgIcon';

/** How a catalogue icon is drawn: an MUI icon component. */
export type IconDrawing = typeof SvgIcon;

/**
 * The icon catalogue: the named icons an administrator can give to products, groups,
 * objects, fields, lookups and saved queries. Names are MUI icon names, as stored in `iconName`. This module
 * is loaded on demand (see `useIconCatalogue`) so that no screen waits for all the drawings.
 */
export const ICON_CATALOGUE: Readonly<Record<string, IconDrawing>> = {
  AccessTime: AccessTimeIcon,
  Accessible: AccessibleIcon,
  AccountBalance: AccountBalanceIcon,
  AccountBalanceWallet: AccountBalanceWalletIcon,
  AccountBox: AccountBoxIcon,
  AccountCircle: AccountCircleIcon,
  AccountTree: AccountTreeIcon,
  Add: AddIcon,
  AddBusiness: AddBusinessIcon,
  AddCard: AddCardIcon,
  AddHome: AddHomeIcon,
  Agriculture: AgricultureIcon,
  AirlineSeatReclineNormal: AirlineSeatReclineNormalIcon,
  Alarm: AlarmIcon,
  Apartment: ApartmentIcon,
  Archive: ArchiveIcon,
  Article: ArticleIcon,
  Assessment: AssessmentIcon,
  Assignment: AssignmentIcon,
  AssignmentInd: AssignmentIndIcon,
  AssignmentTurnedIn: AssignmentTurnedInIcon,
  AttachMoney: AttachMoneyIcon,
  Attachment: AttachmentIcon,
  AutoAwesome: AutoAwesomeIcon,
  Badge: BadgeIcon,
  Balance: BalanceIcon,
  BeachAccess: BeachAccessIcon,
  Bolt: BoltIcon,
  Book: BookIcon,
  Bookmark: BookmarkIcon,
  Build: BuildIcon,
  Business: BusinessIcon,
  BusinessCenter: BusinessCenterIcon,
  Calculate: CalculateIcon,
  CalendarMonth: CalendarMonthIcon,
  CalendarToday: CalendarTodayIcon,
  Call: CallIcon,
  Campaign: CampaignIcon,
  CarCrash: CarCrashIcon,
  CarRental: CarRentalIcon,
  CarRepair: CarRepairIcon,
  CardGiftcard: CardGiftcardIcon,
  Category: CategoryIcon,
  ChangeCircle: ChangeCircleIcon,
  Check: CheckIcon,
  CheckBox: CheckBoxIcon,
  CheckCircle: CheckCircleIcon,
  Checklist: ChecklistIcon,
  ChildCare: ChildCareIcon,
  ChildFriendly: ChildFriendlyIcon,
  Commute: CommuteIcon,
  Computer: ComputerIcon,
  Construction: ConstructionIcon,
  ContactMail: ContactMailIcon,
  ContactPhone: ContactPhoneIcon,
  Contacts: ContactsIcon,
  ContentPaste: ContentPasteIcon,
  CreditCard: CreditCardIcon,
  CreditScore: CreditScoreIcon,
  CurrencyExchange: CurrencyExchangeIcon,
  Dashboard: DashboardIcon,
  DataObject: DataObjectIcon,
  DateRange: DateRangeIcon,
  Delete: DeleteIcon,
  Description: DescriptionIcon,
  DesignServices: DesignServicesIcon,
  Devices: DevicesIcon,
  Diamond: DiamondIcon,
  Directions: DirectionsIcon,
  DirectionsBike: DirectionsBikeIcon,
  DirectionsBoat: DirectionsBoatIcon,
  DirectionsBus: DirectionsBusIcon,
  DirectionsCar: DirectionsCarIcon,
  DirectionsRun: DirectionsRunIcon,
  DirectionsWalk: DirectionsWalkIcon,
  Discount: DiscountIcon,
  Domain: DomainIcon,
  Done: DoneIcon,
  DoneAll: DoneAllIcon,
  Download: DownloadIcon,
  DriveEta: DriveEtaIcon,
  Edit: EditIcon,
  Elderly: ElderlyIcon,
  ElderlyWoman: ElderlyWomanIcon,
  ElectricBolt: ElectricBoltIcon,
  ElectricCar: ElectricCarIcon,
  ElectricalServices: ElectricalServicesIcon,
  Email: EmailIcon,
  Emergency: EmergencyIcon,
  Engineering: EngineeringIcon,
  Euro: EuroIcon,
  EvStation: EvStationIcon,
  Event: EventIcon,
  EventAvailable: EventAvailableIcon,
  EventBusy: EventBusyIcon,
  EventNote: EventNoteIcon,
  Face: FaceIcon,
  FactCheck: FactCheckIcon,
  Factory: FactoryIcon,
  FamilyRestroom: FamilyRestroomIcon,
  Favorite: FavoriteIcon,
  Fence: FenceIcon,
  FireExtinguisher: FireExtinguisherIcon,
  FireTruck: FireTruckIcon,
  Flag: FlagIcon,
  Flight: FlightIcon,
  FlightTakeoff: FlightTakeoffIcon,
  Flood: FloodIcon,
  Folder: FolderIcon,
  FolderShared: FolderSharedIcon,
  Foundation: FoundationIcon,
  Garage: GarageIcon,
  Gavel: GavelIcon,
  Grade: GradeIcon,
  Groups: GroupsIcon,
  Handshake: HandshakeIcon,
  Handyman: HandymanIcon,
  Healing: HealingIcon,
  HealthAndSafety: HealthAndSafetyIcon,
  Hearing: HearingIcon,
  Help: HelpIcon,
  History: HistoryIcon,
  Home: HomeIcon,
  HomeWork: HomeWorkIcon,
  HourglassEmpty: HourglassEmptyIcon,
  House: HouseIcon,
  HowToReg: HowToRegIcon,
  Info: InfoIcon,
  Inventory: InventoryIcon,
  Inventory2: Inventory2Icon,
  Key: KeyIcon,
  Label: LabelIcon,
  Language: LanguageIcon,
  Laptop: LaptopIcon,
  Leaderboard: LeaderboardIcon,
  LibraryBooks: LibraryBooksIcon,
  Lightbulb: LightbulbIcon,
  Link: LinkIcon,
  List: ListIcon,
  ListAlt: ListAltIcon,
  LocalAtm: LocalAtmIcon,
  LocalFireDepartment: LocalFireDepartmentIcon,
  LocalGasStation: LocalGasStationIcon,
  LocalHospital: LocalHospitalIcon,
  LocalOffer: LocalOfferIcon,
  LocalPharmacy: LocalPharmacyIcon,
  LocalPolice: LocalPoliceIcon,
  LocalShipping: LocalShippingIcon,
  LocationCity: LocationCityIcon,
  LocationOn: LocationOnIcon,
  Lock: LockIcon,
  LockOpen: LockOpenIcon,
  Loyalty: LoyaltyIcon,
  Mail: MailIcon,
  Map: MapIcon,
  MarkunreadMailbox: MarkunreadMailboxIcon,
  MedicalInformation: MedicalInformationIcon,
  MedicalServices: MedicalServicesIcon,
  Medication: MedicationIcon,
  MeetingRoom: MeetingRoomIcon,
  MilitaryTech: MilitaryTechIcon,
  MonetizationOn: MonetizationOnIcon,
  Money: MoneyIcon,
  MonitorHeart: MonitorHeartIcon,
  Moped: MopedIcon,
  MoreHoriz: MoreHorizIcon,
  Notes: NotesIcon,
  Notifications: NotificationsIcon,
  NotificationsActive: NotificationsActiveIcon,
  Paid: PaidIcon,
  Payment: PaymentIcon,
  Payments: PaymentsIcon,
  PendingActions: PendingActionsIcon,
  People: PeopleIcon,
  Percent: PercentIcon,
  Person: PersonIcon,
  PersonAdd: PersonAddIcon,
  PersonSearch: PersonSearchIcon,
  Pets: PetsIcon,
  Phone: PhoneIcon,
  PhoneAndroid: PhoneAndroidIcon,
  PhotoCamera: PhotoCameraIcon,
  PieChart: PieChartIcon,
  Pin: PinIcon,
  Place: PlaceIcon,
  Plumbing: PlumbingIcon,
  Policy: PolicyIcon,
  PregnantWoman: PregnantWomanIcon,
  PriceCheck: PriceCheckIcon,
  Print: PrintIcon,
  PriorityHigh: PriorityHighIcon,
  Public: PublicIcon,
  QrCode: QrCodeIcon,
  QueryStats: QueryStatsIcon,
  Receipt: ReceiptIcon,
  ReceiptLong: ReceiptLongIcon,
  RequestQuote: RequestQuoteIcon,
  Roofing: RoofingIcon,
  Route: RouteIcon,
  RvHookup: RvHookupIcon,
  Savings: SavingsIcon,
  Scale: ScaleIcon,
  School: SchoolIcon,
  Science: ScienceIcon,
  Search: SearchIcon,
  Security: SecurityIcon,
  Send: SendIcon,
  Settings: SettingsIcon,
  Share: ShareIcon,
  Shield: ShieldIcon,
  ShoppingBag: ShoppingBagIcon,
  ShoppingCart: ShoppingCartIcon,
  ShowChart: ShowChartIcon,
  Smartphone: SmartphoneIcon,
  Sos: SosIcon,
  Speed: SpeedIcon,
  Star: StarIcon,
  Storage: StorageIcon,
  Store: StoreIcon,
  Storefront: StorefrontIcon,
  Subscriptions: SubscriptionsIcon,
  Summarize: SummarizeIcon,
  Support: SupportIcon,
  Sync: SyncIcon,
  TaskAlt: TaskAltIcon,
  ThumbUp: ThumbUpIcon,
  Thunderstorm: ThunderstormIcon,
  Timeline: TimelineIcon,
  Timer: TimerIcon,
  Today: TodayIcon,
  Toll: TollIcon,
  Traffic: TrafficIcon,
  Train: TrainIcon,
  TrendingDown: TrendingDownIcon,
  TrendingUp: TrendingUpIcon,
  TwoWheeler: TwoWheelerIcon,
  Umbrella: UmbrellaIcon,
  Update: UpdateIcon,
  Upload: UploadIcon,
  VerifiedUser: VerifiedUserIcon,
  Visibility: VisibilityIcon,
  VolunteerActivism: VolunteerActivismIcon,
  Wallet: WalletIcon,
  Warehouse: WarehouseIcon,
  Warning: WarningIcon,
  Water: WaterIcon,
  WaterDamage: WaterDamageIcon,
  Window: WindowIcon,
  Work: WorkIcon,
  WorkHistory: WorkHistoryIcon,
};
