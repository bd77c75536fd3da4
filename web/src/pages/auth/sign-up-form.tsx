import { type SignUpInput, signUpSchema } from "@contract/auth.ts";
import { SIGN_UP_PROFESSION_LABELS, SIGN_UP_PROFESSIONS } from "@contract/constants.ts";
import type { User } from "@contract/users.ts";
import { useMutation } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button.tsx";
import { Input, Textarea } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { NativeSelect } from "@web/components/ui/native-select.tsx";
import { toast } from "@web/hooks/use-toast.ts";
import { apiRequest, serverMessage } from "@web/lib/query-client.ts";
import { Loader2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { PasswordInput } from "./password-input.tsx";
import { useCompleteSignIn } from "./use-complete-sign-in.ts";

type SignUpForm = Omit<SignUpInput, "profession" | "location" | "bio"> & {
  profession: string;
  location: string;
  bio: string;
};

const REGISTRATION_FALLBACK = "Please check your information and try again.";

export function SignUpForm() {
  const completeSignIn = useCompleteSignIn();
  const { register, handleSubmit } = useForm<SignUpForm>({
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      password: "",
      confirmPassword: "",
      profession: "",
      location: "",
      bio: "",
    },
  });

  const signUp = useMutation({
    mutationFn: async (input: SignUpInput) => {
      const response = await apiRequest("POST", "/api/auth/register", input);
      return (await response.json()) as User;
    },
    onSuccess: (user) =>
      completeSignIn(user, {
        title: "Account created!",
        description: "Welcome to Atelier. Your creative journey starts now.",
      }),
    onError: (error) =>
      toast({
        title: "Registration failed",
        description: serverMessage(error) ?? REGISTRATION_FALLBACK,
        variant: "destructive",
      }),
  });

  const onSubmit = handleSubmit((values) => {
    const missing = [values.firstName, values.lastName, values.email, values.profession].some(
      (value) => !value.trim(),
    );
    if (missing || !values.password) {
      toast({
        title: "Missing information",
        description: "Please fill in all required fields.",
        variant: "destructive",
      });
      return;
    }
    if (values.password !== values.confirmPassword) {
      toast({
        title: "Password mismatch",
        description: "Passwords do not match. Please try again.",
        variant: "destructive",
      });
      return;
    }
    // The shared schema catches the rest (email shape, password length) with the server's words.
    const parsed = signUpSchema.safeParse(values);
    if (!parsed.success) {
      toast({
        title: "Registration failed",
        description: parsed.error.issues[0]?.message ?? REGISTRATION_FALLBACK,
        variant: "destructive",
      });
      return;
    }
    signUp.mutate(parsed.data);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="signup-first-name">First Name</Label>
          <Input
            id="signup-first-name"
            autoComplete="given-name"
            placeholder="Amelia"
            aria-required="true"
            {...register("firstName")}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="signup-last-name">Last Name</Label>
          <Input
            id="signup-last-name"
            autoComplete="family-name"
            placeholder="Hughes"
            aria-required="true"
            {...register("lastName")}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="signup-email">Email</Label>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-required="true"
          {...register("email")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="signup-password">Password</Label>
          <PasswordInput
            id="signup-password"
            autoComplete="new-password"
            placeholder="At least 8 characters"
            aria-required="true"
            {...register("password")}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="signup-confirm-password">Confirm Password</Label>
          <PasswordInput
            id="signup-confirm-password"
            autoComplete="new-password"
            placeholder="Repeat password"
            aria-required="true"
            {...register("confirmPassword")}
          />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="signup-profession">Profession</Label>
          <NativeSelect id="signup-profession" aria-required="true" {...register("profession")}>
            <option value="">Select your profession</option>
            {SIGN_UP_PROFESSIONS.map((profession) => (
              <option key={profession} value={profession}>
                {SIGN_UP_PROFESSION_LABELS[profession]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="signup-location">Location</Label>
          <Input
            id="signup-location"
            autoComplete="address-level2"
            placeholder="e.g. London"
            {...register("location")}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="signup-bio">Bio</Label>
        <Textarea
          id="signup-bio"
          rows={3}
          maxLength={500}
          placeholder="Tell other creatives about your work"
          className="min-h-20"
          {...register("bio")}
        />
      </div>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={signUp.isPending}>
        {signUp.isPending ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            Creating account...
          </>
        ) : (
          "Create Account"
        )}
      </Button>
    </form>
  );
}
