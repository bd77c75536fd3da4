import { Button } from "@web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { useAuth } from "@web/lib/use-auth.ts";
import { Briefcase, Hash, PenSquare, Sparkles, TrendingUp, Users } from "lucide-react";
import { Link } from "wouter";

/** SPEC §2: a fixed list with fixed counts. */
const TRENDING_IN_UK = [
  { tag: "Photography", posts: "2.4k posts" },
  { tag: "London", posts: "1.8k posts" },
  { tag: "Videography", posts: "1.2k posts" },
  { tag: "Fashion", posts: "980 posts" },
  { tag: "CreativeLife", posts: "756 posts" },
  { tag: "Collaboration", posts: "642 posts" },
];

export default function FeedPage() {
  const { user } = useAuth();

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] xl:grid-cols-[16rem_minmax(0,1fr)_18rem]">
      <h1 className="sr-only">Feed</h1>

      <aside className="hidden flex-col gap-6 lg:flex" aria-label="Shortcuts">
        <Card>
          <CardHeader>
            <CardTitle>Quick Actions</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2">
            <Button variant="outline" className="justify-start">
              <PenSquare aria-hidden="true" />
              Create Post
            </Button>
            <Button variant="outline" className="justify-start" asChild>
              <Link href="/opportunities">
                <Briefcase aria-hidden="true" />
                Browse Jobs
              </Link>
            </Button>
            <Button variant="outline" className="justify-start" asChild>
              <Link href="/network">
                <Users aria-hidden="true" />
                Find Creatives
              </Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <TrendingUp className="size-4 text-primary" aria-hidden="true" />
              Trending in UK
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3">
              {TRENDING_IN_UK.map(({ tag, posts }) => (
                <li key={tag} className="flex items-center justify-between gap-2 text-sm">
                  <span className="flex items-center gap-1.5 font-medium">
                    <Hash className="size-3.5 text-muted-foreground" aria-hidden="true" />
                    {tag}
                  </span>
                  <span className="text-muted-foreground">{posts}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </aside>

      <section aria-label="Posts" className="grid content-start gap-6">
        {user ? (
          <Card className="flex items-center gap-4 p-5">
            <UserAvatar user={user} size="md" />
            <div className="min-w-0">
              <p className="font-semibold">
                Good to see you{user.firstName ? `, ${user.firstName}` : ""}
              </p>
              <p className="text-sm text-muted-foreground">
                What are you working on? Your posts will appear here.
              </p>
            </div>
          </Card>
        ) : null}
        <Card className="overflow-hidden">
          <div
            aria-hidden="true"
            className="h-28 bg-[linear-gradient(120deg,oklch(0.62_0.2_290),oklch(0.7_0.16_330),oklch(0.8_0.12_60))]"
          />
          <div className="p-6">
            <h2 className="font-display text-2xl font-semibold tracking-tight">
              Your creative network starts here
            </h2>
            <p className="mt-2 text-muted-foreground">
              Share your work, connect with UK creative professionals and discover new
              opportunities. Start by posting a project you're proud of.
            </p>
            <div className="mt-5 flex flex-wrap gap-2">
              <Button asChild>
                <Link href="/network">
                  <Users aria-hidden="true" />
                  Connect with creatives
                </Link>
              </Button>
              <Button variant="outline" asChild>
                <Link href="/opportunities">
                  <Briefcase aria-hidden="true" />
                  Discover opportunities
                </Link>
              </Button>
            </div>
          </div>
        </Card>
      </section>

      <aside className="hidden flex-col gap-6 xl:flex" aria-label="Suggestions">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Sparkles className="size-4 text-primary" aria-hidden="true" />
              Make your profile shine
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm text-muted-foreground">
            <p>Add a bio, your location and a photo so clients and collaborators can find you.</p>
            <Button variant="secondary" size="sm" className="justify-self-start" asChild>
              <Link href="/settings">Edit profile</Link>
            </Button>
          </CardContent>
        </Card>
      </aside>
    </div>
  );
}
