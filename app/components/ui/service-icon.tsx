import Megaphone from "lucide-react/icons/megaphone";
import Monitor from "lucide-react/icons/monitor";
import Palette from "lucide-react/icons/palette";
import Smartphone from "lucide-react/icons/smartphone";

/** Icons named by the content layer's `img` field, resolved here so content stays data only. */
const icons = { monitor: Monitor, smartphone: Smartphone, palette: Palette, megaphone: Megaphone };

export function ServiceIcon({ name, size = 26 }: { name: string; size?: number }) {
  const Icon = icons[name as keyof typeof icons] ?? Monitor;
  return <Icon size={size} aria-hidden="true" strokeWidth={1.75} />;
}
