import type { User } from "@contract/users.ts";
import { Loading } from "@web/components/loading.tsx";
import { DeferredToaster } from "@web/components/ui/deferred-toaster.tsx";
import { useAuth } from "@web/features/auth/api/auth-user.ts";
import { lazyWithQueries } from "@web/lib/lazy-with-queries.tsx";
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from "react";
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter } from "wouter";

/*
 * Every screen is its own chunk: a signed-out visitor downloads the sign-in screen (and Terms
 * when asked), never the signed-in app; a member never downloads the sign-in screen. The query
 * cache comes with the screens that read it, the shell first: the sign-in screen draws without it.
 */
const loadTerms = () => import("@web/pages/terms.tsx");
const loadVerifyEmail = () => import("@web/pages/auth/verify-email-page.tsx");
const AuthPage = lazy(() => import("@web/pages/auth/auth-page.tsx"));
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
  const Page = lazy(load);
  return { path, load, prefetch, draw: (params, user) => <Page {...props(params, user)} /> };
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
 * Starts loading the chunk of the page a member is on (and the data it draws first, where it
 * says) as soon as they are known to be signed in, alongside the shell's, rather than once the
 * shell has arrived and drawn it.
 */
function usePageChunkAlongsideShell(user: User | null) {
  const [location] = useLocation();
  const { parser } = useRouter();
  useEffect(() => {
    if (!user) return;
    const current = signedInPages.find(({ path }) => matchRoute(parser, path, location)[0]);
    void current?.load();
    void current?.prefetch?.();
  }, [user, parser, location]);
}

function Screens(): ReactNode {
  const { user, isLoading } = useAuth();
  usePageChunkAlongsideShell(user);
  // Until the session check answers nothing is drawn but the spinner, so a member's browser
  // never fetches the sign-in screen and a visitor never sees the signed-in frame.
  if (isLoading) return <Loading fullScreen />;
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
