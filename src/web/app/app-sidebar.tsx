import { Link, useLocation } from 'react-router';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/components/ui/sidebar';
import { MAIN_NAV, SETTINGS_NAV, type NavItem } from './nav-items';

function NavEntry({ item, active }: { item: NavItem; active: boolean }) {
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild tooltip={item.title} isActive={active}>
        <Link to={item.url} aria-current={active ? 'page' : undefined} onClick={() => isMobile && setOpenMobile(false)}>
          <item.icon aria-hidden />
          <span>{item.title}</span>
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

export function AppSidebar() {
  const { pathname } = useLocation();
  return (
    <Sidebar label="Main navigation">
      <SidebarContent>
        <SidebarGroup>
          <SidebarGroupLabel>Navigation</SidebarGroupLabel>
          <SidebarMenu>
            {MAIN_NAV.map((item) => (
              <NavEntry key={item.url} item={item} active={pathname === item.url || pathname.startsWith(`${item.url}/`)} />
            ))}
          </SidebarMenu>
        </SidebarGroup>
      </SidebarContent>
      <SidebarFooter>
        <SidebarMenu>
          <NavEntry item={SETTINGS_NAV} active={pathname === SETTINGS_NAV.url} />
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
