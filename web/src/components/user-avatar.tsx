import { avatarGradient, avatarInitial, displayName } from "@web/lib/avatar.ts";
import { cn } from "@web/lib/utils.ts";
import { Avatar } from "radix-ui";

export type AvatarUser = {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  profileImageUrl?: string | null;
};

const faint = "ring-1 ring-black/5";
const sizes = {
  xs: `size-7 text-xs ${faint}`,
  sm: `size-9 text-sm ${faint}`,
  md: `size-11 text-base ${faint}`,
  lg: `size-16 text-xl ${faint}`,
  xl: `size-20 text-2xl ${faint}`,
  /** The profile page's photo, ringed in the card's colour where it overlaps the cover. */
  profile: "size-28 text-4xl ring-4 ring-card sm:size-32",
} as const;

type UserAvatarProps = {
  user: AvatarUser;
  size?: keyof typeof sizes;
  className?: string;
  /** Decorative when a name is printed next to it (the default): screen readers skip it. */
  decorative?: boolean;
};

/**
 * A member's photo, or a generated avatar (a gradient seeded by their id with their initial)
 * when there is no photo or it fails to load.
 */
export function UserAvatar({ user, size = "sm", className, decorative = true }: UserAvatarProps) {
  const name = displayName(user);
  return (
    <Avatar.Root
      className={cn(
        "relative inline-flex shrink-0 overflow-hidden rounded-full bg-muted select-none",
        sizes[size],
        className,
      )}
    >
      {user.profileImageUrl ? (
        <Avatar.Image
          src={user.profileImageUrl}
          alt={decorative ? "" : name}
          className="size-full object-cover"
        />
      ) : null}
      <Avatar.Fallback
        role={decorative ? undefined : "img"}
        aria-hidden={decorative ? true : undefined}
        aria-label={decorative ? undefined : name}
        className="flex size-full items-center justify-center font-semibold text-white"
        style={{ backgroundImage: avatarGradient(user.id) }}
        delayMs={user.profileImageUrl ? 400 : 0}
      >
        {avatarInitial(user)}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
