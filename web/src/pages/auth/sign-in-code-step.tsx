import {
  CHALLENGE_EXPIRED_MESSAGE,
  CODE_REQUIRED_MESSAGE,
  twoFactorCodeSchema,
} from "@contract/two-factor.ts";
import { Button } from "@web/components/ui/button.tsx";
import { Input } from "@web/components/ui/input.tsx";
import { showAuthError } from "@web/features/auth/api/sign-in.ts";
import { useSignInCode } from "@web/features/auth/api/sign-in-code.ts";
import { serverMessage } from "@web/lib/api-client.ts";
import { ShieldCheck } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { AuthField, AuthSubmitButton } from "./auth-form-parts.tsx";

const CODE_FALLBACK = "Please check the code and try again.";

/**
 * The second sign-in step of an account with two-factor sign-in: one field that takes the app's
 * 6-digit code or a backup code. A pending sign-in that timed out goes back to the password.
 */
export function SignInCodeStep({ onStartAgain }: { onStartAgain: () => void }) {
  const [code, setCode] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const signInCode = useSignInCode({
    greeting: { title: "Welcome back!", description: "You have successfully signed in." },
    failureTitle: "Verification failed",
    fallback: CODE_FALLBACK,
  });

  // The step replaces the password form: the code field is where the member types next.
  useEffect(() => input.current?.focus(), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = twoFactorCodeSchema.safeParse({ code });
    if (!parsed.success) {
      showAuthError("Verification failed", CODE_REQUIRED_MESSAGE);
      return;
    }
    signInCode.mutate(parsed.data, {
      onError: (error) => {
        setCode("");
        if (serverMessage(error) === CHALLENGE_EXPIRED_MESSAGE) onStartAgain();
        else input.current?.focus();
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="signin-code-title">
      <div className="flex items-start gap-3 rounded-lg border bg-muted/40 px-3.5 py-3">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 id="signin-code-title" className="font-medium">
            Two-factor authentication
          </h2>
          <p className="mt-0.5 text-sm text-muted-foreground">
            Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your
            backup codes instead.
          </p>
        </div>
      </div>
      <AuthField htmlFor="signin-code" label="Authentication code">
        <Input
          id="signin-code"
          ref={input}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="123456"
          maxLength={32}
          aria-required="true"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </AuthField>
      <AuthSubmitButton pending={signInCode.isPending} label="Verify" pendingLabel="Verifying..." />
      <Button type="button" variant="ghost" onClick={onStartAgain}>
        Back to email and password
      </Button>
    </form>
  );
}
