import type SvgIcon from '@mui/material/SvgIcon';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AddBoxIcon from '@mui/icons-material/AddBox';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApiIcon from '@mui/icons-material/Api';
import AppsIcon from '@mui/icons-material/Apps';
import ArticleIcon from '@mui/icons-material/Article';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import BackupIcon from '@mui/icons-material/Backup';
import BarChartIcon from '@mui/icons-material/BarChart';
import BoltIcon from '@mui/icons-material/Bolt';
import BuildIcon from '@mui/icons-material/Build';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import ChatIcon from '@mui/icons-material/Chat';
import CloudIcon from '@mui/icons-material/Cloud';
import CodeIcon from '@mui/icons-material/Code';
import CoffeeIcon from '@mui/icons-material/Coffee';
import CommentIcon from '@mui/icons-material/Comment';
import ComputerIcon from '@mui/icons-material/Computer';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import DeveloperBoardIcon from '@mui/icons-material/DeveloperBoard';
import DnsIcon from '@mui/icons-material/Dns';
import EditIcon from '@mui/icons-material/Edit';
import EmailIcon from '@mui/icons-material/Email';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import FaceIcon from '@mui/icons-material/Face';
import FormatColorTextIcon from '@mui/icons-material/FormatColorText';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import HandymanIcon from '@mui/icons-material/Handyman';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import ListIcon from '@mui/icons-material/List';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import LocalActivityIcon from '@mui/icons-material/LocalActivity';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LockIcon from '@mui/icons-material/Lock';
import MemoryIcon from '@mui/icons-material/Memory';
import MenuIcon from '@mui/icons-material/Menu';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import MonitorIcon from '@mui/icons-material/Monitor';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import NotesIcon from '@mui/icons-material/Notes';
import PaidIcon from '@mui/icons-material/Paid';
import PaletteIcon from '@mui/icons-material/Palette';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ReplyIcon from '@mui/icons-material/Reply';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SavingsIcon from '@mui/icons-material/Savings';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SearchIcon from '@mui/icons-material/Search';
import SecurityIcon from '@mui/icons-material/Security';
import SellIcon from '@mui/icons-material/Sell';
import SettingsIcon from '@mui/icons-material/Settings';
import ShareIcon from '@mui/icons-material/Share';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SmartButtonIcon from '@mui/icons-material/SmartButton';
import StarsIcon from '@mui/icons-material/Stars';
import StorageIcon from '@mui/icons-material/Storage';
import StoreIcon from '@mui/icons-material/Store';
import TerminalIcon from '@mui/icons-material/Terminal';
import TuneIcon from '@mui/icons-material/Tune';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import WidgetsIcon from '@mui/icons-material/Widgets';
import WorkIcon from '@mui/icons-material/Work';

export type SvgIconComponent = typeof SvgIcon;

/**
 * The one table from the originals' SVG icon names (CONTRACT.md's list, the areas
 * SPEC.md section 1 names, and a few common aliases) to Material icons.
 */
export const menuIcons: Readonly<Record<string, SvgIconComponent>> = {
  Sign: HowToRegIcon,
  'Steve-Jobs': FaceIcon,
  add: AddBoxIcon,
  alipay: AccountBalanceWalletIcon,
  anq: SecurityIcon,
  app: AppsIcon,
  article: ArticleIcon,
  backup: BackupIcon,
  banner: ViewCarouselIcon,
  button: SmartButtonIcon,
  chart: BarChartIcon,
  codeConsole: TerminalIcon,
  comment: CommentIcon,
  configure: TuneIcon,
  coupon: LocalActivityIcon,
  coupon2: ConfirmationNumberIcon,
  database: StorageIcon,
  dengji: MilitaryTechIcon,
  dept: AccountTreeIcon,
  deploy: RocketLaunchIcon,
  dev: DeveloperBoardIcon,
  develop: CodeIcon,
  dictionary: MenuBookIcon,
  edit: EditIcon,
  email: EmailIcon,
  error: ErrorOutlineOutlinedIcon,
  'exit-fullscreen': FullscreenExitIcon,
  express: LocalShippingIcon,
  fenxiao: ShareIcon,
  fwb: FormatColorTextIcon,
  icon: CategoryIcon,
  index: DashboardIcon,
  java: CoffeeIcon,
  list: ListIcon,
  live: LiveTvIcon,
  lock: LockIcon,
  log: DescriptionIcon,
  markdown: NotesIcon,
  menu: MenuIcon,
  mnt: DnsIcon,
  money: PaidIcon,
  monitor: MonitorIcon,
  news: NewspaperIcon,
  order: ReceiptLongIcon,
  peoples: PeopleIcon,
  price: SellIcon,
  qiniu: CloudIcon,
  rec: AssignmentReturnIcon,
  reply: ReplyIcon,
  role: AdminPanelSettingsIcon,
  search: SearchIcon,
  seckill: BoltIcon,
  server: ComputerIcon,
  shop: StoreIcon,
  shopping: ShoppingCartIcon,
  sign2: EventAvailableIcon,
  sqlMonitor: QueryStatsIcon,
  store: Inventory2Icon,
  swagger: ApiIcon,
  'sys-tools': BuildIcon,
  system: SettingsIcon,
  'task manege': AssignmentIcon,
  theme: PaletteIcon,
  timing: ScheduleIcon,
  tixian: SavingsIcon,
  user: PersonIcon,
  weixin: ChatIcon,
  wxpay: QrCode2Icon,
  yingxiao: CampaignIcon,
  zujian: WidgetsIcon,
  redis: MemoryIcon,
  phone: PhoneIphoneIcon,
  permission: VpnKeyIcon,
  tools: HandymanIcon,
  codeGen: CodeIcon,
  points: StarsIcon,
  goods: ShoppingBagIcon,
  job: WorkIcon,
  dashboard: DashboardIcon,
};

/** A neutral mark for names the table does not know. */
export const FallbackMenuIcon: SvgIconComponent = LabelOutlinedIcon;

export function menuIcon(name: string | undefined): SvgIconComponent {
  return (name !== undefined && Object.hasOwn(menuIcons, name) ? menuIcons[name] : undefined) ?? FallbackMenuIcon;
}
