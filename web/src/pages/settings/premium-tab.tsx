import type { User } from "@contract/users.ts";
import { Badge } from "@web/components/ui/badge.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { useChangePlan } from "@web/features/settings/api/account.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { errorDescription, showErrorToast } from "@web/lib/error-toast.ts";
import { PLAN_DETAILS, type PlanId } from "@web/lib/plans.ts";
import { isUnauthorizedError } from "@web/lib/unauthorized.ts";
import { cn } from "@web/lib/utils.ts";
import { Check, Info, Loader2 } from "lucide-react";
import { useState } from "react";
import { PlanChangeDialog } from "./plan-change-dialog.tsx";

const PLAN_FAILED_MESSAGE = "Failed to change your plan. Please try again.";

const rank = (plan: PlanId) => PLAN_DETAILS.findIndex((details) => details.id === plan);

/** "Upgrade to Premium" for a dearer plan, "Switch to Free" for a cheaper one. */
export function planActionLabel(plan: PlanId, current: PlanId): string {
  const name = PLAN_DETAILS[rank(plan)]?.name ?? plan;
  if (plan === current) return "Current Plan";
  return rank(plan) > rank(current) ? `Upgrade to ${name}` : `Switch to ${name}`;
}

/**
 * The plans. Choosing one asks to confirm in a dialog, then changes the plan at once in demo
 * mode; otherwise the server explains that payments are not configured yet.
 */
export function PremiumTab({ user }: { user: User }) {
  const [notice, setNotice] = useState<string | null>(null);
  const [chosen, setChosen] = useState<PlanId | null>(null);
  const changePlan = useChangePlan({
    onMutate: () => setNotice(null),
    onSuccess: (updated) => {
      setChosen(null);
      const name = PLAN_DETAILS[rank(updated.plan)]?.name ?? updated.plan;
      toast({
        title: "Plan updated",
        description: `You're now on the ${name} plan.`,
        variant: "success",
      });
    },
    onError: (error) => {
      setChosen(null);
      if (!isUnauthorizedError(error)) setNotice(errorDescription(error, PLAN_FAILED_MESSAGE));
      showErrorToast(error, PLAN_FAILED_MESSAGE, { title: "Plan not changed" });
    },
  });

  return (
    <div className="grid gap-4">
      {notice ? (
        <div
          role="alert"
          className="flex items-start gap-2.5 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {notice}
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-3">
        {PLAN_DETAILS.map((plan) => {
          const current = plan.id === user.plan;
          const featured = plan.id === "premium";
          const pending = changePlan.isPending && changePlan.variables === plan.id;
          return (
            <Card
              key={plan.id}
              aria-current={current ? "true" : undefined}
              raised={featured}
              className={cn(
                "relative flex flex-col p-6",
                featured && "border-primary ring-1 ring-primary/30",
                current && !featured && "border-primary/50",
              )}
            >
              <div className="absolute -top-2.5 left-6 flex gap-1.5">
                {featured ? <Badge>Most popular</Badge> : null}
                {current ? <Badge variant="secondary">Your plan</Badge> : null}
              </div>
              <h2 className="text-lg font-semibold">{plan.name}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{plan.description}</p>
              <p className="mt-4 flex items-baseline gap-1.5">
                <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
                <span className="text-sm text-muted-foreground">{plan.period}</span>
              </p>
              <ul className="mt-5 grid flex-1 content-start gap-2.5 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button
                className="mt-6 w-full"
                variant={current ? "outline" : featured ? "default" : "secondary"}
                disabled={current || changePlan.isPending}
                onClick={() => setChosen(plan.id)}
              >
                {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                {planActionLabel(plan.id, user.plan)}
              </Button>
            </Card>
          );
        })}
      </div>
      <PlanChangeDialog
        userId={user.id}
        current={user.plan}
        next={chosen}
        confirmLabel={(plan) => planActionLabel(plan, user.plan)}
        pending={changePlan.isPending}
        onConfirm={(plan) => changePlan.mutate(plan)}
        onClose={() => setChosen(null)}
      />
    </div>
  );
}
