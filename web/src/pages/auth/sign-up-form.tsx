import { type SignUpInput, signUpSchema } from "@contract/auth.ts";
import { SIGN_UP_PROFESSION_LABELS, SIGN_UP_PROFESSIONS } from "@contract/constants.ts";
import { PasswordStrengthMeter } from "@web/components/password-strength-meter.tsx";
import { Input, Textarea } from "@web/components/ui/input.tsx";
import { NativeSelect } from "@web/components/ui/native-select.tsx";
import { showAuthError } from "@web/features/auth/api/sign-in.ts";
import { useSignUp } from "@web/features/auth/api/sign-up.ts";
import { useForm } from "react-hook-form";
import { AuthField, AuthSubmitButton } from "./auth-form-parts.tsx";
import { PasswordInput } from "./password-input.tsx";

type SignUpForm = Omit<
  SignUpInput,
  "profession" | "location" | "bio" | "accountType" | "companyName"
> & {
  profession: string;
  location: string;
  bio: string;
  companyName: string;
};

/** The choice beside the professions that makes a business account, which posts jobs. */
const HIRING = "hiring";

/** "I'm hiring" is a business account with a company name; anything else a member. */
function accountFields(values: SignUpForm): Partial<SignUpInput> {
  return values.profession === HIRING
    ? { profession: "other", accountType: "business", companyName: values.companyName }
    : { accountType: "member", companyName: "" };
}

const REGISTRATION_FALLBACK = "Please check your information and try again.";

export function SignUpForm() {
  const { register, handleSubmit, watch } = useForm<SignUpForm>({
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      password: "",
      confirmPassword: "",
      profession: "",
      location: "",
      bio: "",
      companyName: "",
    },
  });
  const hiring = watch("profession") === HIRING;

  const signUp = useSignUp({
    greeting: {
      title: "Account created!",
      description: "Welcome to Atelier. Your creative journey starts now.",
    },
    failureTitle: "Registration failed",
    fallback: REGISTRATION_FALLBACK,
  });

  const onSubmit = handleSubmit((values) => {
    const missing = [values.firstName, values.lastName, values.email, values.profession].some(
      (value) => !value.trim(),
    );
    if (missing || !values.password) {
      showAuthError("Missing information", "Please fill in all required fields.");
      return;
    }
    if (values.password !== values.confirmPassword) {
      showAuthError("Password mismatch", "Passwords do not match. Please try again.");
      return;
    }
    // The shared schema catches the rest (email shape, password length) with the server's words.
    const parsed = signUpSchema.safeParse({ ...values, ...accountFields(values) });
    if (!parsed.success) {
      showAuthError(
        "Registration failed",
        parsed.error.issues[0]?.message ?? REGISTRATION_FALLBACK,
      );
      return;
    }
    signUp.mutate(parsed.data);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <AuthField htmlFor="signup-first-name" label="First Name">
          <Input
            id="signup-first-name"
            autoComplete="given-name"
            placeholder="Amelia"
            aria-required="true"
            {...register("firstName")}
          />
        </AuthField>
        <AuthField htmlFor="signup-last-name" label="Last Name">
          <Input
            id="signup-last-name"
            autoComplete="family-name"
            placeholder="Hughes"
            aria-required="true"
            {...register("lastName")}
          />
        </AuthField>
      </div>
      <AuthField htmlFor="signup-email" label="Email">
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-required="true"
          {...register("email")}
        />
      </AuthField>
      <div className="grid gap-4 sm:grid-cols-2">
        <AuthField htmlFor="signup-password" label="Password">
          <PasswordInput
            id="signup-password"
            autoComplete="new-password"
            placeholder="At least 8 characters"
            aria-required="true"
            aria-describedby="signup-password-strength"
            {...register("password")}
          />
        </AuthField>
        <AuthField htmlFor="signup-confirm-password" label="Confirm Password">
          <PasswordInput
            id="signup-confirm-password"
            autoComplete="new-password"
            placeholder="Repeat password"
            aria-required="true"
            {...register("confirmPassword")}
          />
        </AuthField>
      </div>
      <PasswordStrengthMeter
        id="signup-password-strength"
        password={watch("password")}
        aboutMember={[watch("email"), watch("firstName"), watch("lastName")]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <AuthField htmlFor="signup-profession" label="Profession">
          <NativeSelect id="signup-profession" aria-required="true" {...register("profession")}>
            <option value="">Select your profession</option>
            {SIGN_UP_PROFESSIONS.map((profession) => (
              <option key={profession} value={profession}>
                {SIGN_UP_PROFESSION_LABELS[profession]}
              </option>
            ))}
            <option value={HIRING}>I'm hiring</option>
          </NativeSelect>
        </AuthField>
        <AuthField htmlFor="signup-location" label="Location">
          <Input
            id="signup-location"
            autoComplete="address-level2"
            placeholder="e.g. London"
            {...register("location")}
          />
        </AuthField>
      </div>
      {hiring ? (
        <AuthField htmlFor="signup-company" label="Company Name">
          <Input
            id="signup-company"
            autoComplete="organization"
            placeholder="e.g. Lantern Studio"
            aria-required="true"
            {...register("companyName")}
          />
        </AuthField>
      ) : null}
      <AuthField htmlFor="signup-bio" label="Bio">
        <Textarea
          id="signup-bio"
          rows={3}
          maxLength={500}
          placeholder="Tell other creatives about your work"
          height="sm"
          {...register("bio")}
        />
      </AuthField>
      <AuthSubmitButton
        pending={signUp.isPending}
        label="Create Account"
        pendingLabel="Creating account..."
      />
    </form>
  );
}
