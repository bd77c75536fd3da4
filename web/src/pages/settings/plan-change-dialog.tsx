import { FREE_PORTFOLIO_LIMIT } from "@contract/portfolio.ts";
import { DialogHeading } from "@web/components/dialog-heading.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Dialog, DialogContent } from "@web/components/ui/dialog.tsx";
import { usePortfolio } from "@web/features/portfolio/api/portfolio.ts";
import { PLAN_DETAILS, type Plan, type PlanId } from "@web/lib/plans.ts";
import { Check, Info, Loader2, Minus } from "lucide-react";
import { useRef } from "react";

const planOf = (id: PlanId): Plan =>
  PLAN_DETAILS.find((plan) => plan.id === id) ?? (PLAN_DETAILS[0] as Plan);

/** What a move from `current` to `next` gives and takes away, by the plans' feature lists. */
export function planChanges(current: PlanId, next: PlanId) {
  const from = planOf(current).features;
  const to = planOf(next).features;
  return {
    gained: to.filter((feature) => !from.includes(feature)),
    lost: from.filter((feature) => !to.includes(feature)),
  };
}

/** The plain words for a member who keeps more portfolio items than the Free plan adds. */
export function keptPortfolioMessage(itemCount: number): string {
  return `Your ${itemCount} portfolio items are all kept and stay visible; you can add new ones once you have fewer than ${FREE_PORTFOLIO_LIMIT}.`;
}

/**
 * Asks before changing the plan: the current plan, the new one with its price, and what the
 * member gains and loses. Open while `next` is set; Cancel or Escape calls `onClose`.
 */
export function PlanChangeDialog({
  userId,
  current,
  next,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: {
  userId: string;
  current: PlanId;
  next: PlanId | null;
  confirmLabel: (plan: PlanId) => string;
  pending: boolean;
  onConfirm: (plan: PlanId) => void;
  onClose: () => void;
}) {
  // The contents stay in place while the dialog animates closed.
  const last = useRef(next);
  if (next !== null) last.current = next;
  const shown = last.current;
  const toFree = shown === "free" && current !== "free";
  const portfolio = usePortfolio(userId, { enabled: next === "free" && current !== "free" });
  const itemCount = portfolio.data?.length ?? 0;

  const from = planOf(current);
  const to = shown ? planOf(shown) : null;
  const { gained, lost } = shown ? planChanges(current, shown) : { gained: [], lost: [] };

  return (
    <Dialog open={next !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="sm">
        <DialogHeading
          title="Change your plan?"
          description={to ? `From ${from.name} to ${to.name}.` : null}
        />
        {to ? (
          <div className="grid gap-4 text-sm">
            <dl className="grid grid-cols-2 gap-3 rounded-lg border p-3">
              <div>
                <dt className="text-muted-foreground">Current plan</dt>
                <dd className="font-medium" data-testid="plan-change-current">
                  {from.name} · {from.price} {from.period}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">New plan</dt>
                <dd className="font-medium" data-testid="plan-change-next">
                  {to.name} · {to.price} {to.period}
                </dd>
              </div>
            </dl>
            {gained.length > 0 ? (
              <div>
                <p className="font-medium">You gain</p>
                <ul className="mt-1.5 grid gap-1.5">
                  {gained.map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {lost.length > 0 ? (
              <div>
                <p className="font-medium">You lose</p>
                <ul className="mt-1.5 grid gap-1.5">
                  {lost.map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Minus
                        className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                        aria-hidden="true"
                      />
                      {feature}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {toFree && itemCount > FREE_PORTFOLIO_LIMIT ? (
              <p
                role="note"
                className="flex items-start gap-2.5 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-amber-950"
              >
                <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {keptPortfolioMessage(itemCount)}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={pending || (toFree && portfolio.isLoading)}
            onClick={() => next !== null && onConfirm(next)}
          >
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {shown ? confirmLabel(shown) : null}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
