import { BrandMark, BrandName } from "@web/components/brand.tsx";
import { Loading } from "@web/components/loading.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs.tsx";
import { useAuthConfig } from "@web/features/auth/api/auth-config.ts";
import { lazyWithQueries } from "@web/lib/lazy-with-queries.tsx";
import { whenPageSettles } from "@web/lib/when-page-settles.ts";
import { Briefcase, Camera, Info, MessageCircle, Sparkles } from "lucide-react";
import { Suspense, useEffect } from "react";
import { Link } from "wouter";
import { SignInForm } from "./sign-in-form.tsx";

/*
 * The screen opens on Sign In, so the sign-up form (with its form library and password meter)
 * is fetched once the page has settled, or as soon as a pointer or focus reaches its tab.
 */
const loadSignUpForm = () => import("./sign-up-form.tsx");
// The sign-up form's password meter asks the server through the query cache.
const SignUpForm = lazyWithQueries(() =>
  loadSignUpForm().then((module) => ({ default: module.SignUpForm })),
);
const prefetchSignUpForm = () => void loadSignUpForm();

export const DEMO_NOTICE = "Demo mode: any email and password can be used to explore.";

const highlights = [
  { icon: Camera, text: "Share your work and build a portfolio that gets noticed" },
  { icon: Briefcase, text: "Find paid opportunities from UK studios and brands" },
  { icon: MessageCircle, text: "Connect and collaborate with creatives near you" },
  { icon: Sparkles, text: "Let the AI assistant find the right people for your shoot" },
];

const showcase = [
  { name: "Photography", hue: 285 },
  { name: "Styling", hue: 330 },
  { name: "Film", hue: 25 },
  { name: "Design", hue: 200 },
];

/** The signed-out screen: Sign In and Sign Up tabs beside the brand story. */
export default function AuthPage() {
  const { data: config, isPending } = useAuthConfig();
  useEffect(() => whenPageSettles(prefetchSignUpForm), []);

  return (
    <div className="grid min-h-screen lg:grid-cols-[1.05fr_1fr]">
      <aside className="relative hidden overflow-hidden bg-[oklch(0.23_0.06_285)] text-white lg:flex lg:flex-col lg:justify-between lg:p-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 opacity-90"
          style={{
            backgroundImage:
              "radial-gradient(60rem 40rem at 110% -10%, oklch(0.55 0.22 300 / 0.55), transparent 60%), radial-gradient(40rem 30rem at -20% 110%, oklch(0.6 0.18 20 / 0.35), transparent 60%)",
          }}
        />
        <div className="relative flex items-center gap-2.5">
          <BrandMark size="lg" />
          <BrandName size="lg" />
        </div>
        <div className="relative max-w-lg">
          <p className="font-display text-4xl leading-tight font-semibold tracking-tight xl:text-5xl">
            Where the UK's creative talent meets its next project.
          </p>
          <p className="mt-4 text-lg text-white/75">
            The social and professional network for photographers, stylists, models, designers and
            filmmakers across the UK.
          </p>
          <ul className="mt-8 grid gap-3.5">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-white/90">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/15">
                  <Icon className="size-4.5" aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative flex flex-wrap gap-2" aria-hidden="true">
          {showcase.map(({ name, hue }) => (
            <span
              key={name}
              className="rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 ring-white/15"
              style={{ backgroundColor: `oklch(0.45 0.12 ${hue} / 0.45)` }}
            >
              {name}
            </span>
          ))}
        </div>
      </aside>

      <main className="flex items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <div className="mb-8 flex items-center gap-2.5 lg:hidden">
            <BrandMark size="lg" />
            <BrandName size="lg" />
          </div>
          <h1 className="font-display text-3xl font-semibold tracking-tight">Welcome to Atelier</h1>
          <p className="mt-2 text-muted-foreground">
            The network for UK creatives. Sign in or create your free account.
          </p>

          {/*
           * The forms wait for the settings (asked for in the page's head): a demo notice
           * arriving above forms already drawn would push them down under the visitor's pointer.
           */}
          {isPending ? <Loading /> : <AuthForms demoMode={config?.demoMode ?? false} />}

          <p className="mt-8 text-center text-sm text-muted-foreground">
            By continuing you agree to our{" "}
            <Link
              href="/terms"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Terms of Service
            </Link>
            .
          </p>
        </div>
      </main>
    </div>
  );
}

/** The demo notice when the site is in demo mode, then the Sign In and Sign Up tabs. */
function AuthForms({ demoMode }: { demoMode: boolean }) {
  return (
    <>
      {demoMode ? (
        <p className="mt-5 flex items-start gap-2.5 rounded-lg border border-primary/20 bg-accent px-3.5 py-3 text-sm text-accent-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{DEMO_NOTICE}</span>
        </p>
      ) : null}

      <Tabs defaultValue="signin" className="mt-6">
        <TabsList className="w-full">
          <TabsTrigger value="signin">Sign In</TabsTrigger>
          <TabsTrigger
            value="signup"
            onPointerEnter={prefetchSignUpForm}
            onFocus={prefetchSignUpForm}
          >
            Sign Up
          </TabsTrigger>
        </TabsList>
        <TabsContent value="signin">
          <SignInForm />
        </TabsContent>
        <TabsContent value="signup">
          <Suspense fallback={<Loading />}>
            <SignUpForm />
          </Suspense>
        </TabsContent>
      </Tabs>
    </>
  );
}
