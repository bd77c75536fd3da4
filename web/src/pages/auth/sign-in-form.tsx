import type { SignInInput } from "@contract/auth.ts";
import { Input } from "@web/components/ui/input.tsx";
import { showAuthError, useSignIn } from "@web/features/auth/api/sign-in.ts";
import { lazyScreen } from "@web/lib/lazy-screen.tsx";
import { whenPageSettles } from "@web/lib/when-page-settles.ts";
import { type FormEvent, Suspense, useEffect, useState } from "react";
import { Link } from "wouter";
import { AuthField, AuthSubmitButton } from "./auth-form-parts.tsx";
import { PasswordInput } from "./password-input.tsx";

/**
 * The code step serves only the accounts with two-factor sign-in, so it is not part of the
 * screen's first download: its chunk is fetched while a password is being checked.
 */
const SignInCodeStep = lazyScreen(() =>
  import("./sign-in-code-step.tsx").then((module) => ({ default: module.SignInCodeStep })),
);

const LOGIN_FALLBACK = "Please check your credentials and try again.";

/**
 * The form's schema, with zod: not needed to draw the form, so fetched once the page has
 * settled (or at the first submit, if that comes sooner).
 */
const loadSignInSchema = () => import("@contract/auth.ts").then((module) => module.signInSchema);

/** Email and password; for an account with two-factor sign-in, then its code. */
export function SignInForm() {
  const [codeNeeded, setCodeNeeded] = useState(false);
  const [values, setValues] = useState<SignInInput>({ email: "", password: "" });
  useEffect(() => whenPageSettles(() => void loadSignInSchema()), []);
  // Two plain fields need no form library: the state above, and the contract's schema on submit.
  const field = (name: keyof SignInInput) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const signIn = useSignIn(
    {
      greeting: { title: "Welcome back!", description: "You have successfully signed in." },
      failureTitle: "Login failed",
      fallback: LOGIN_FALLBACK,
    },
    () => setCodeNeeded(true),
  );

  if (codeNeeded) {
    return (
      <Suspense>
        <SignInCodeStep
          onStartAgain={() => {
            setValues((current) => ({ ...current, password: "" }));
            setCodeNeeded(false);
          }}
        />
      </Suspense>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!values.email.trim() || !values.password) {
      showAuthError("Missing information", "Please enter your email and password.");
      return;
    }
    // A page that has lost its connection cannot fetch the schema: it says the sign-in failed,
    // as it does when the request itself cannot go, rather than doing nothing.
    const signInSchema = await loadSignInSchema().catch(() => undefined);
    if (!signInSchema) {
      showAuthError("Login failed", LOGIN_FALLBACK);
      return;
    }
    const parsed = signInSchema.safeParse(values);
    if (!parsed.success) {
      showAuthError("Login failed", parsed.error.issues[0]?.message ?? LOGIN_FALLBACK);
      return;
    }
    void SignInCodeStep.preload();
    signIn.mutate(parsed.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <AuthField htmlFor="signin-email" label="Email">
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-required="true"
          {...field("email")}
        />
      </AuthField>
      <AuthField
        htmlFor="signin-password"
        label="Password"
        aside={
          <Link
            href="/forgot-password"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        }
      >
        <PasswordInput
          id="signin-password"
          autoComplete="current-password"
          placeholder="Your password"
          aria-required="true"
          {...field("password")}
        />
      </AuthField>
      <AuthSubmitButton pending={signIn.isPending} label="Sign In" pendingLabel="Signing in..." />
    </form>
  );
}
