import type { User } from "@contract/users.ts";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "@web/components/ui/toaster.tsx";
import { useAuth } from "@web/features/auth/api/auth-user.ts";
import { queryClient } from "@web/lib/query-client.ts";
import { Loader2 } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";

/*
 * Every screen is its own chunk: a signed-out visitor downloads the sign-in screen (and Terms
 * when asked), never the signed-in app.
 */
const AuthPage = lazy(() => import("@web/pages/auth/auth-page.tsx"));
const ForgotPasswordPage = lazy(() => import("@web/pages/auth/forgot-password-page.tsx"));
const ResetPasswordPage = lazy(() => import("@web/pages/auth/reset-password-page.tsx"));
const VerifyEmailPage = lazy(() => import("@web/pages/auth/verify-email-page.tsx"));
const TermsPage = lazy(() => import("@web/pages/terms.tsx"));
const AppShell = lazy(() =>
  import("@web/components/layout/app-shell.tsx").then((module) => ({ default: module.AppShell })),
);
const FeedPage = lazy(() => import("@web/pages/feed.tsx"));
const PostPage = lazy(() => import("@web/pages/post.tsx"));
const ProfilePage = lazy(() => import("@web/pages/profile.tsx"));
const OpportunitiesPage = lazy(() => import("@web/pages/opportunities.tsx"));
const JobPage = lazy(() => import("@web/pages/opportunities/job-page.tsx"));
const NetworkPage = lazy(() => import("@web/pages/network.tsx"));
const MessagesPage = lazy(() => import("@web/pages/messages.tsx"));
const CompaniesPage = lazy(() => import("@web/pages/companies.tsx"));
const AiSearchPage = lazy(() => import("@web/pages/ai-search.tsx"));
const SearchPage = lazy(() => import("@web/pages/search.tsx"));
const SettingsPage = lazy(() => import("@web/pages/settings/settings-page.tsx"));
const SupportPage = lazy(() => import("@web/pages/support.tsx"));
const AdminPage = lazy(() => import("@web/pages/admin.tsx"));
const NotFoundPage = lazy(() => import("@web/pages/not-found.tsx"));

function Loading({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      role="status"
      className={
        fullScreen ? "flex min-h-screen items-center justify-center" : "flex justify-center py-24"
      }
    >
      <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden="true" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}

function SignedOutTerms() {
  return (
    <div className="px-4 py-10 sm:px-6 lg:py-14">
      <TermsPage />
    </div>
  );
}

/** Signed out, or still finding out: Terms, or the sign-in screen for every other path. */
function SignedOutRoutes({ authLoading }: { authLoading: boolean }) {
  return (
    <Switch>
      <Route path="/terms" component={SignedOutTerms} />
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      <Route path="/verify-email" component={VerifyEmailPage} />
      <Route path="/support">{authLoading ? <AuthPage /> : <Redirect to="/auth" replace />}</Route>
      <Route component={AuthPage} />
    </Switch>
  );
}

/** Route table for a signed-in member. */
function SignedInRoutes({ user }: { user: User }) {
  return (
    <Switch>
      <Route path="/" component={FeedPage} />
      <Route path="/posts/:id">{(params) => <PostPage postId={params.id} />}</Route>
      <Route path="/profile/:id?">
        {(params) => <ProfilePage userId={params.id ?? user.id} />}
      </Route>
      <Route path="/opportunities" component={OpportunitiesPage} />
      <Route path="/opportunities/:id">{(params) => <JobPage jobId={params.id} />}</Route>
      <Route path="/network" component={NetworkPage} />
      <Route path="/messages" component={MessagesPage} />
      <Route path="/companies" component={CompaniesPage} />
      <Route path="/ai-search" component={AiSearchPage} />
      <Route path="/search" component={SearchPage} />
      <Route path="/settings" component={SettingsPage} />
      <Route path="/support" component={SupportPage} />
      <Route path="/admin" component={AdminPage} />
      <Route path="/terms" component={TermsPage} />
      <Route path="/verify-email" component={VerifyEmailPage} />
      {/* A signed-in member who reaches the sign-in screen is sent to the feed. */}
      <Route path="/auth">
        <Redirect to="/" replace />
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}

function Screens(): ReactNode {
  const { user, isLoading } = useAuth();
  if (!user) {
    return (
      <Suspense fallback={<Loading fullScreen />}>
        <SignedOutRoutes authLoading={isLoading} />
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
    <QueryClientProvider client={queryClient}>
      <Screens />
      <Toaster />
    </QueryClientProvider>
  );
}
