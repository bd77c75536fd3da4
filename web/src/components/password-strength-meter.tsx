import { usePasswordStrength } from "@web/features/auth/api/password-strength.ts";
import { cn } from "@web/lib/utils.ts";

const BAR_COLOURS = [
  "bg-destructive",
  "bg-destructive",
  "bg-amber-500",
  "bg-emerald-500",
  "bg-emerald-600",
];

/** Four bars, a word for the score, and the estimator's advice while the password is weak. */
export function PasswordStrengthMeter({
  id,
  password,
  aboutMember = [],
}: {
  id: string;
  password: string;
  aboutMember?: readonly string[];
}) {
  const strength = usePasswordStrength(password, aboutMember);
  if (!strength) return null;
  return (
    <div id={id} className="grid gap-1" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn(
              "h-1 flex-1 rounded-full",
              strength.score >= step ? BAR_COLOURS[strength.score] : "bg-muted",
            )}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        Password strength: <span className="font-medium text-foreground">{strength.label}</span>
      </p>
      {strength.advice ? <p className="text-xs text-muted-foreground">{strength.advice}</p> : null}
    </div>
  );
}
