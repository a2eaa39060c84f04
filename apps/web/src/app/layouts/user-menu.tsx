import { LogOut, Settings, User as UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { TeamSwitcherItems } from '@/features/teams';
import { displayName, useSession } from '@/lib/session';
import { UserAvatar } from './user-avatar';

export function UserMenu() {
  const { user, logout } = useSession();
  const name = displayName(user);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label="User menu"
        data-testid="user-menu-trigger"
        className="flex items-center gap-2 rounded-full p-0.5 pr-2 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <UserAvatar user={user} />
        <span className="hidden max-w-32 truncate font-medium xl:inline" data-testid="nav-user-name">
          {name}
        </span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>My Account</DropdownMenuLabel>
        <div className="px-2.5 pb-2">
          <p className="truncate text-sm font-medium">{name}</p>
          <p className="truncate text-xs text-muted-foreground" data-testid="user-menu-email">
            {user?.email}
          </p>
        </div>
        <DropdownMenuSeparator />
        <TeamSwitcherItems />
        <DropdownMenuItem asChild>
          <Link to={paths.settings}>
            <Settings className="size-4" aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.onboarding}>
            <UserIcon className="size-4" aria-hidden="true" />
            Onboarding guide
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => void logout()}
          className="text-red-300 data-[highlighted]:text-red-200"
        >
          <LogOut className="size-4" aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
