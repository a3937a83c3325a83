import { BarChart3, BatteryCharging, BellRing, Car, FileText, LayoutDashboard, MessageSquare, Route, Settings, type LucideIcon } from 'lucide-react';

export type NavItem = { title: string; url: string; icon: LucideIcon };

export const MAIN_NAV: NavItem[] = [
  { title: 'Dashboard', url: '/dashboard', icon: LayoutDashboard },
  { title: 'AI Assistant', url: '/ai-chat', icon: MessageSquare },
  { title: 'Documents', url: '/documents', icon: FileText },
  { title: 'Vehicles', url: '/vehicles', icon: Car },
  { title: 'Reminders', url: '/reminders', icon: BellRing },
  { title: 'Trips', url: '/trips', icon: Route },
  { title: 'Insights', url: '/insights', icon: BarChart3 },
  { title: 'Charging', url: '/charging', icon: BatteryCharging },
];

export const SETTINGS_NAV: NavItem = { title: 'Settings', url: '/settings', icon: Settings };
