import type { LucideIcon } from "lucide-react";
import Activity from "lucide-react/icons/activity";
import AppWindow from "lucide-react/icons/app-window";
import BarChart3 from "lucide-react/icons/chart-column";
import Code2 from "lucide-react/icons/code-xml";
import Feather from "lucide-react/icons/feather";
import FileText from "lucide-react/icons/file-text";
import Globe from "lucide-react/icons/globe";
import Image from "lucide-react/icons/image";
import Layers from "lucide-react/icons/layers";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LayoutTemplate from "lucide-react/icons/layout-template";
import Mail from "lucide-react/icons/mail";
import MousePointerClick from "lucide-react/icons/mouse-pointer-click";
import Network from "lucide-react/icons/network";
import PenTool from "lucide-react/icons/pen-tool";
import Plug from "lucide-react/icons/plug";
import Printer from "lucide-react/icons/printer";
import Rocket from "lucide-react/icons/rocket";
import Search from "lucide-react/icons/search";
import Server from "lucide-react/icons/server";
import Share2 from "lucide-react/icons/share-2";
import ShieldCheck from "lucide-react/icons/shield-check";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import Smartphone from "lucide-react/icons/smartphone";
import TabletSmartphone from "lucide-react/icons/tablet-smartphone";
import Wrench from "lucide-react/icons/wrench";

/** Icons named by the content layer's `icon` keys, so content stays plain data. */
const icons: Record<string, LucideIcon> = {
  code: Code2,
  cart: ShoppingCart,
  layout: LayoutTemplate,
  "app-window": AppWindow,
  pen: PenTool,
  wrench: Wrench,
  server: Server,
  globe: Globe,
  network: Network,
  mail: Mail,
  shield: ShieldCheck,
  activity: Activity,
  smartphone: Smartphone,
  tablet: TabletSmartphone,
  layers: Layers,
  dashboard: LayoutDashboard,
  plug: Plug,
  rocket: Rocket,
  feather: Feather,
  printer: Printer,
  image: Image,
  search: Search,
  share: Share2,
  click: MousePointerClick,
  file: FileText,
  chart: BarChart3,
};

/** The icon of an icon card, by its content key; an unknown key falls back to code brackets. */
export function CardIcon({ name, size = 24 }: { name: string; size?: number }) {
  const Icon = icons[name] ?? Code2;
  return <Icon size={size} aria-hidden="true" strokeWidth={1.75} />;
}
