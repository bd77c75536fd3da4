import type { User } from "@contract/users.ts";
import { Loading } from "@web/components/loading.tsx";
import { DeferredToaster } from "@web/components/ui/deferred-toaster.tsx";
import { useAuth } from "@web/features/auth/api/auth-user.ts";
import { lazyScreen } from "@web/lib/lazy-screen.tsx";
import { lazyWithQueries } from "@web/lib/lazy-with-queries.tsx";
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useState,
} from "react";
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter } from "wouter";

/*
 * Every screen is its own chunk: a signed-out visitor downloads the sign-in screen (and Terms
 * when asked), never the signed-in app; a member never downloads the sign-in screen. The query
 * cache comes with the screens that read it, the shell first: the sign-in screen draws without it.
 */
const loadTerms = () => import("@web/pages/terms.tsx");
const loadVerifyEmail = () => import("@web/pages/auth/verify-email-page.tsx");
const AuthPage = lazyScreen(() => import("@web/pages/auth/auth-page.tsx"));
const ForgotPasswordPage = lazyWithQueries(
  () => import("@web/pages/auth/forgot-password-page.tsx"),
);
const ResetPasswordPage = lazyWithQueries(() => import("@web/pages/auth/reset-password-page.tsx"));
const VerifyEmailPage = lazyWithQueries(loadVerifyEmail);
const TermsPage = lazy(loadTerms);
const AppShell = lazyWithQueries(() =>
  import("@web/components/layout/app-shell.tsx").then((module) => ({ default: module.AppShell })),
);
const NotFoundPage = lazy(() => import("@web/pages/not-found.tsx"));

type RouteParams = Record<string, string | undefined>;
type SignedInPage = {
  path: string;
  load: () => Promise<unknown>;
  /** Asks for the data the page draws first, beside its chunk rather than after it. */
  prefetch?: () => Promise<unknown>;
  draw: (params: RouteParams, user: User) => ReactNode;
};

/** A page of the signed-in app: its path, its chunk, and the props its path gives it. */
function page<Props extends object>(
  path: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
  props: (params: RouteParams, user: User) => Props,
  prefetch?: () => Promise<unknown>,
): SignedInPage {
  const Page = lazyScreen(load);
  return {
    path,
    load: Page.preload,
    prefetch,
    draw: (params, user) => <Page {...props(params, user)} />,
  };
}

const noProps = () => ({});
const signedInPages: SignedInPage[] = [
  page(
    "/",
    () => import("@web/pages/feed.tsx"),
    noProps,
    // The feed's first posts (and so its largest image) are what a member waits for.
    () =>
      Promise.all([
        import("@web/features/posts/api/post-pages.ts"),
        import("@web/lib/query-client.ts"),
      ]).then(([posts, { queryClient }]) => posts.prefetchFeed(queryClient)),
  ),
  page(
    "/posts/:id",
    () => import("@web/pages/post.tsx"),
    (params) => ({ postId: params.id! }),
  ),
  page(
    "/profile/:id?",
    () => import("@web/pages/profile.tsx"),
    (params, user) => ({
      userId: params.id ?? user.id,
    }),
  ),
  page("/opportunities", () => import("@web/pages/opportunities.tsx"), noProps),
  page(
    "/opportunities/:id",
    () => import("@web/pages/opportunities/job-page.tsx"),
    (params) => ({
      jobId: params.id!,
    }),
  ),
  page("/network", () => import("@web/pages/network.tsx"), noProps),
  page("/messages", () => import("@web/pages/messages.tsx"), noProps),
  page("/companies", () => import("@web/pages/companies.tsx"), noProps),
  page("/ai-search", () => import("@web/pages/ai-search.tsx"), noProps),
  page("/search", () => import("@web/pages/search.tsx"), noProps),
  page("/settings", () => import("@web/pages/settings/settings-page.tsx"), noProps),
  page("/support", () => import("@web/pages/support.tsx"), noProps),
  page("/admin", () => import("@web/pages/admin.tsx"), noProps),
  page("/terms", loadTerms, noProps),
  page("/verify-email", loadVerifyEmail, noProps),
];

function SignedOutTerms() {
  return (
    <div className="px-4 py-10 sm:px-6 lg:py-14">
      <TermsPage />
    </div>
  );
}

/** Signed out: Terms and the password pages, or the sign-in screen for every other path. */
function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/terms" component={SignedOutTerms} />
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      <Route path="/verify-email" component={VerifyEmailPage} />
      <Route path="/support">
        <Redirect to="/auth" replace />
      </Route>
      <Route component={AuthPage} />
    </Switch>
  );
}

/** Route table for a signed-in member. */
function SignedInRoutes({ user }: { user: User }) {
  return (
    <Switch>
      {signedInPages.map(({ path, draw }) => (
        <Route key={path} path={path}>
          {(params) => draw(params, user)}
        </Route>
      ))}
      {/* A signed-in member who reaches the sign-in screen is sent to the feed. */}
      <Route path="/auth">
        <Redirect to="/" replace />
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/**
 * Whether the first screen's chunks are here: for a member the shell and the page they are on
 * (whose first data is asked for beside them, where it says), for a visitor the sign-in screen.
 * They are asked for as soon as the session check answers, again for each page a member opens,
 * and again when the visitor signs in or the member out; until they are here App draws its own
 * spinner rather than a Suspense fallback, which React would then hold for at least 300 ms
 * before revealing the screen.
 */
function useFirstScreenLoaded(user: User | null, isLoading: boolean): boolean {
  const [location] = useLocation();
  const { parser } = useRouter();
  const audience = user ? "member" : "visitor";
  const [loadedFor, setLoadedFor] = useState<typeof audience | null>(null);
  useEffect(() => {
    if (isLoading) return;
    const current = user
      ? signedInPages.find(({ path }) => matchRoute(parser, path, location)[0])
      : undefined;
    void current?.prefetch?.();
    const chunks = user ? [AppShell.preload(), current?.load()] : [AuthPage.preload()];
    let mounted = true;
    // A chunk that fails to arrive is reported by the screen that needs it. The shell and its
    // page are drawn as a transition, in slices that leave the page responsive; the sign-in
    // screen is small and drawn at once (in slices its largest paint came later).
    const draw = () => setLoadedFor(audience);
    const show = () => mounted && (user ? startTransition(draw) : draw());
    Promise.all(chunks).then(show, show);
    return () => {
      mounted = false;
    };
  }, [user, audience, isLoading, parser, location]);
  return loadedFor === audience;
}

function Screens(): ReactNode {
  const { user, isLoading } = useAuth();
  const loaded = useFirstScreenLoaded(user, isLoading);
  // Until the session check answers nothing is drawn but the spinner, so a member's browser
  // never fetches the sign-in screen and a visitor never sees the signed-in frame.
  if (isLoading || !loaded) return <Loading fullScreen />;
  if (!user) {
    return (
      <Suspense fallback={<Loading fullScreen />}>
        <SignedOutRoutes />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<Loading fullScreen />}>
      <AppShell user={user}>
        <Suspense fallback={<Loading />}>
          <SignedInRoutes user={user} />
        </Suspense>
      </AppShell>
    </Suspense>
  );
}

export default function App() {
  return (
    <>
      <Screens />
      <DeferredToaster />
    </>
  );
}
