import type { UserDto } from '@boonies/contracts/auth';
import {
  CircleUser,
  Download,
  Info,
  LogOut,
  MessageCircle,
  Settings,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { UserAvatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '@/features/auth/api/sign-out';
import { AUTH_FEEDBACK } from '@/features/auth/auth-messages';
import { installApp, showInstallHelp, useInstallOffer } from '@/lib/offline/install-prompt';
import { paths } from '@/lib/paths';

interface AccountLink {
  label: string;
  to: string;
  icon: LucideIcon;
  adminOnly?: boolean;
}

const ACCOUNT_LINKS: readonly AccountLink[] = [
  { label: 'Profile', to: paths.profile, icon: CircleUser },
  { label: 'Messages', to: paths.inbox, icon: MessageCircle },
  { label: 'Settings', to: paths.settings, icon: Settings },
  { label: 'About', to: paths.about, icon: Info },
  { label: 'Admin Panel', to: paths.admin, icon: ShieldCheck, adminOnly: true },
];

export function AccountMenu({ user }: { user: UserDto }) {
  const name = user.displayName || user.username;
  // Offered only where this browser can install the app and it is not installed yet.
  const { way: installWay } = useInstallOffer();
  // On success the sign-in guard takes the visitor to /auth.
  const signOut = useSignOut({
    onSuccess: () => toast.success(AUTH_FEEDBACK.signOut.success),
    onError: () => toast.error(AUTH_FEEDBACK.signOut.failure),
  });

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="flex size-10 items-center justify-center rounded-full transition-opacity hover:opacity-90"
      >
        <UserAvatar name={name} src={user.profilePicture} size="sm" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-semibold">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">@{user.username}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {ACCOUNT_LINKS.filter((link) => !link.adminOnly || user.isAdmin).map(
            ({ label, to, icon: Icon }) => (
              <DropdownMenuItem key={to} asChild>
                <Link to={to}>
                  <Icon aria-hidden />
                  {label}
                </Link>
              </DropdownMenuItem>
            ),
          )}
        </DropdownMenuGroup>
        {installWay && (
          <DropdownMenuItem
            onSelect={() => (installWay === 'prompt' ? void installApp() : showInstallHelp())}
          >
            <Download aria-hidden />
            Install app
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          disabled={signOut.isPending}
          onSelect={() => signOut.mutate()}
        >
          <LogOut aria-hidden />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
