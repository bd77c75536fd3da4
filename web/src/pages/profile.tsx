import { Badge } from "@web/components/ui/badge.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { displayName } from "@web/lib/avatar.ts";
import { formatMonthYear } from "@web/lib/time.ts";
import { useAuth } from "@web/lib/use-auth.ts";
import { Calendar, Globe, MapPin, UserRound } from "lucide-react";
import { Link } from "wouter";
import { SectionPlaceholder } from "./placeholder.tsx";

/** /profile/{id}; the route passes the signed-in member's id when the path has none. */
export default function ProfilePage({ userId }: { userId: string }) {
  const { user } = useAuth();
  const isOwn = user?.id === userId;

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-6 font-display text-3xl font-semibold tracking-tight">Profile</h1>
      {isOwn && user ? (
        <Card className="overflow-hidden">
          <div
            aria-hidden="true"
            className="h-32 bg-[linear-gradient(120deg,oklch(0.62_0.2_290),oklch(0.7_0.16_330),oklch(0.8_0.12_60))]"
          />
          <div className="flex flex-col gap-4 px-6 pb-6 sm:flex-row sm:items-end">
            <UserAvatar user={user} size="xl" className="-mt-14 ring-4 ring-card" />
            <div className="min-w-0 flex-1 sm:pt-4">
              <h2 className="text-2xl font-semibold tracking-tight">{displayName(user)}</h2>
              <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
                <Badge variant="accent">{user.profession || "Creative"}</Badge>
                {user.location ? (
                  <span className="flex items-center gap-1">
                    <MapPin className="size-4" aria-hidden="true" />
                    {user.location}
                  </span>
                ) : null}
                {user.website ? (
                  <span className="flex items-center gap-1">
                    <Globe className="size-4" aria-hidden="true" />
                    {user.website.replace(/^https?:\/\//, "")}
                  </span>
                ) : null}
                <span className="flex items-center gap-1">
                  <Calendar className="size-4" aria-hidden="true" />
                  Joined {user.createdAt ? formatMonthYear(user.createdAt) : "Recently"}
                </span>
              </div>
            </div>
            <Button variant="outline" asChild>
              <Link href="/settings">Edit Profile</Link>
            </Button>
          </div>
          {user.bio ? <p className="border-t px-6 py-5 text-sm">{user.bio}</p> : null}
        </Card>
      ) : (
        <SectionPlaceholder icon={<UserRound aria-hidden="true" />}>
          This member's profile, posts and portfolio will appear here.
        </SectionPlaceholder>
      )}
    </div>
  );
}
