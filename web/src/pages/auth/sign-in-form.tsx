import { type SignInInput, signInSchema } from "@contract/auth.ts";
import type { User } from "@contract/users.ts";
import { useMutation } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button.tsx";
import { Input } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { toast } from "@web/hooks/use-toast.ts";
import { apiRequest, serverMessage } from "@web/lib/query-client.ts";
import { Loader2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { PasswordInput } from "./password-input.tsx";
import { useCompleteSignIn } from "./use-complete-sign-in.ts";

export function SignInForm() {
  const completeSignIn = useCompleteSignIn();
  const { register, handleSubmit } = useForm<SignInInput>({
    defaultValues: { email: "", password: "" },
  });

  const signIn = useMutation({
    mutationFn: async (input: SignInInput) => {
      const response = await apiRequest("POST", "/api/auth/login", input);
      return (await response.json()) as User;
    },
    onSuccess: (user) =>
      completeSignIn(user, {
        title: "Welcome back!",
        description: "You have successfully signed in.",
      }),
    onError: (error) =>
      toast({
        title: "Login failed",
        description: serverMessage(error) ?? "Please check your credentials and try again.",
        variant: "destructive",
      }),
  });

  const onSubmit = handleSubmit((values) => {
    if (!values.email.trim() || !values.password) {
      toast({
        title: "Missing information",
        description: "Please enter your email and password.",
        variant: "destructive",
      });
      return;
    }
    const parsed = signInSchema.safeParse(values);
    if (!parsed.success) {
      toast({
        title: "Login failed",
        description:
          parsed.error.issues[0]?.message ?? "Please check your credentials and try again.",
        variant: "destructive",
      });
      return;
    }
    signIn.mutate(parsed.data);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="signin-email">Email</Label>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-required="true"
          {...register("email")}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="signin-password">Password</Label>
        <PasswordInput
          id="signin-password"
          autoComplete="current-password"
          placeholder="Your password"
          aria-required="true"
          {...register("password")}
        />
      </div>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={signIn.isPending}>
        {signIn.isPending ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            Signing in...
          </>
        ) : (
          "Sign In"
        )}
      </Button>
    </form>
  );
}
