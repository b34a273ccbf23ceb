import type { LucideIcon } from "lucide-react";
import Activity from "lucide-react/icons/activity";
import AppWindow from "lucide-react/icons/app-window";
import Atom from "lucide-react/icons/atom";
import BadgeCheck from "lucide-react/icons/badge-check";
import CalendarCheck from "lucide-react/icons/calendar-check";
import BarChart3 from "lucide-react/icons/chart-column";
import ClipboardList from "lucide-react/icons/clipboard-list";
import Code from "lucide-react/icons/code";
import Code2 from "lucide-react/icons/code-xml";
import Compass from "lucide-react/icons/compass";
import Eye from "lucide-react/icons/eye";
import Feather from "lucide-react/icons/feather";
import FileText from "lucide-react/icons/file-text";
import Globe from "lucide-react/icons/globe";
import GraduationCap from "lucide-react/icons/graduation-cap";
import Image from "lucide-react/icons/image";
import Layers from "lucide-react/icons/layers";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LayoutTemplate from "lucide-react/icons/layout-template";
import ListChecks from "lucide-react/icons/list-checks";
import Mail from "lucide-react/icons/mail";
import Megaphone from "lucide-react/icons/megaphone";
import MessagesSquare from "lucide-react/icons/messages-square";
import Monitor from "lucide-react/icons/monitor";
import MousePointerClick from "lucide-react/icons/mouse-pointer-click";
import Network from "lucide-react/icons/network";
import Palette from "lucide-react/icons/palette";
import PenTool from "lucide-react/icons/pen-tool";
import Percent from "lucide-react/icons/percent";
import Plug from "lucide-react/icons/plug";
import Printer from "lucide-react/icons/printer";
import Puzzle from "lucide-react/icons/puzzle";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Rocket from "lucide-react/icons/rocket";
import Search from "lucide-react/icons/search";
import Server from "lucide-react/icons/server";
import Share2 from "lucide-react/icons/share-2";
import ShieldCheck from "lucide-react/icons/shield-check";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import Smartphone from "lucide-react/icons/smartphone";
import TabletSmartphone from "lucide-react/icons/tablet-smartphone";
import Target from "lucide-react/icons/target";
import Ticket from "lucide-react/icons/ticket";
import TrendingUp from "lucide-react/icons/trending-up";
import Users from "lucide-react/icons/users";
import Wrench from "lucide-react/icons/wrench";
import type { IconName } from "~/base/icon-names";

/**
 * The one registry of the icons that content names: each key is what app/content/ writes (a
 * card's, step's, role's or service's `icon`), each value a lucide icon imported as a module of
 * its own, so the bundler places it (vite.config.ts `chunkOf`). Its keys are the names of
 * app/base/icon-names.ts, so a name without an icon here does not typecheck. Icons that only
 * decorate a control (arrows, checks, chevrons) are imported where they are drawn.
 */
const icons = {
  activity: Activity,
  "app-window": AppWindow,
  atom: Atom,
  badge: BadgeCheck,
  "calendar-check": CalendarCheck,
  cart: ShoppingCart,
  chart: BarChart3,
  click: MousePointerClick,
  clipboard: ClipboardList,
  code: Code,
  "code-xml": Code2,
  compass: Compass,
  dashboard: LayoutDashboard,
  eye: Eye,
  feather: Feather,
  file: FileText,
  globe: Globe,
  "graduation-cap": GraduationCap,
  image: Image,
  layers: Layers,
  layout: LayoutTemplate,
  list: ListChecks,
  mail: Mail,
  megaphone: Megaphone,
  messages: MessagesSquare,
  monitor: Monitor,
  network: Network,
  palette: Palette,
  pen: PenTool,
  percent: Percent,
  plug: Plug,
  printer: Printer,
  puzzle: Puzzle,
  refresh: RefreshCw,
  rocket: Rocket,
  search: Search,
  server: Server,
  share: Share2,
  shield: ShieldCheck,
  smartphone: Smartphone,
  tablet: TabletSmartphone,
  target: Target,
  ticket: Ticket,
  "trending-up": TrendingUp,
  users: Users,
  wrench: Wrench,
} as const satisfies Record<IconName, LucideIcon>;

/** An icon by its content key: decorative (hidden from assistive technology), 1.75 stroke. */
export function Icon({
  name,
  size = 24,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}) {
  const Glyph = icons[name];
  return <Glyph size={size} aria-hidden="true" strokeWidth={1.75} className={className} />;
}
