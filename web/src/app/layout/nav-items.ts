import type { UserDto } from '@boonies/contracts/auth';
import {
  CircleUser,
  Handshake,
  House,
  ListChecks,
  MessageCircle,
  Network,
  ShieldCheck,
  ShoppingBag,
  Swords,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';

export interface NavItem {
  label: string;
  /** A shorter label where space is tight (the phone's bottom bar). */
  shortLabel?: string;
  to: string;
  icon: LucideIcon;
  /** Highlighted only on this exact path, not on the paths below it. */
  end?: boolean;
  adminOnly?: boolean;
  /** In the phone's bottom bar; the rest are one tap away under "More". */
  inBottomBar?: boolean;
}

const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Feed', to: paths.home, icon: House, end: true, inBottomBar: true },
  { label: 'Trick Tracker', shortLabel: 'Tricks', to: paths.tricks, icon: ListChecks, inBottomBar: true },
  { label: 'Games', to: paths.games, icon: Swords, inBottomBar: true },
  { label: 'Store', to: paths.store, icon: ShoppingBag },
  { label: 'Messages', to: paths.inbox, icon: MessageCircle, inBottomBar: true },
  // Someone else's profile (/profile/:id) is not "Profile", which means your own.
  { label: 'Profile', to: paths.profile, icon: CircleUser, end: true, inBottomBar: true },
  { label: 'Sponsorships', to: paths.sponsorships, icon: Handshake },
  { label: 'Admin', to: paths.admin, icon: ShieldCheck, adminOnly: true },
  { label: 'Data Map', to: paths.dataMap, icon: Network, adminOnly: true },
];

export function navItemsFor(user: Pick<UserDto, 'isAdmin'>): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.adminOnly || user.isAdmin);
}
