import { avatarUrlAt } from '@sdp/shared';
import { displayName, type User } from '@/lib/session';
import { cn } from '@/lib/utils';

/** Initials avatar; a profile image is shown only when it is a same-origin or data URL (no remote images). */
export function UserAvatar({ user, className }: { user: User | null; className?: string }) {
  const name = displayName(user);
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  // Our own avatars come in two sizes: the navigation takes the 64 px one (docs/account.md#avatar).
  const stored = user?.profileImageUrl;
  const src = stored?.startsWith('/api/avatars/') ? avatarUrlAt(stored, '64') : stored;
  const local = !!src && (src.startsWith('/') || src.startsWith('data:image/')) && !src.startsWith('//');
  return (
    <span
      className={cn(
        'flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-blue-500 to-violet-500 text-xs font-semibold text-white',
        className,
      )}
      aria-hidden="true"
    >
      {local ? <img src={src} alt="" className="size-full object-cover" /> : initials || 'U'}
    </span>
  );
}
