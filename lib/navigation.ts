import {
  BookOpen,
  CalendarDays,
  Clapperboard,
  Download,
  HeartPulse,
  LayoutDashboard,
  ListChecks,
  Handshake,
  Settings2,
  Trophy,
  Wallet,
  type LucideIcon,
} from "lucide-react";

export type NavEntry = { href: string; label: string; icon: LucideIcon };

// The side menu: the spec's route table, in its order and with its labels.
export const NAV_ENTRIES: readonly NavEntry[] = [
  { href: "/", label: "Command Center", icon: LayoutDashboard },
  { href: "/tasks", label: "Task System", icon: ListChecks },
  { href: "/content", label: "Content Pipeline", icon: Clapperboard },
  { href: "/calendar", label: "Content Calendar", icon: CalendarDays },
  { href: "/library", label: "Library", icon: BookOpen },
  { href: "/promos", label: "Promos & Deals", icon: Handshake },
  { href: "/systems", label: "Systems & Ops", icon: Settings2 },
  { href: "/health", label: "Health Tracker", icon: HeartPulse },
  { href: "/finance", label: "Finance Tracker", icon: Wallet },
  { href: "/xp", label: "XP Dashboard", icon: Trophy },
  { href: "/install", label: "Install App", icon: Download },
];

export function isActiveEntry(entry: NavEntry, pathname: string): boolean {
  return entry.href === "/" ? pathname === "/" : pathname === entry.href || pathname.startsWith(`${entry.href}/`);
}

export function entryForPath(pathname: string): NavEntry | undefined {
  return NAV_ENTRIES.find((entry) => isActiveEntry(entry, pathname));
}
