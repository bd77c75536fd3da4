import { Badge } from "@web/components/ui/badge.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { PLAN_DETAILS, type PlanId } from "@web/lib/plans.ts";
import { cn } from "@web/lib/utils.ts";
import { Check } from "lucide-react";

export function PremiumTab({ currentPlan }: { currentPlan: PlanId }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {PLAN_DETAILS.map((plan) => {
        const current = plan.id === currentPlan;
        const featured = plan.id === "premium";
        return (
          <Card
            key={plan.id}
            className={cn(
              "relative flex flex-col p-6",
              featured && "border-primary shadow-md ring-1 ring-primary/30",
            )}
          >
            {featured ? <Badge className="absolute -top-2.5 left-6">Most popular</Badge> : null}
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
              disabled={current}
            >
              {current ? "Current Plan" : `Upgrade to ${plan.name}`}
            </Button>
          </Card>
        );
      })}
    </div>
  );
}
