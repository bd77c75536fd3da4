import { formatWholeNumber } from "@contract/en-gb.ts";
import { COVER_LETTER_MAX_LENGTH, type Job, MAX_ATTACHED_ITEMS } from "@contract/jobs.ts";
import { DialogHeading } from "@web/components/dialog-heading.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Dialog, DialogContent } from "@web/components/ui/dialog.tsx";
import { Textarea } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { useAuth } from "@web/features/auth/api/auth-user.ts";
import { useApplyToJob } from "@web/features/jobs/api/jobs.ts";
import { usePortfolio } from "@web/features/portfolio/api/portfolio.ts";
import { cn } from "@web/lib/utils.ts";
import { Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { posterName } from "./job-card.tsx";

/** Apply with an optional cover letter and up to three of the member's own portfolio items. */
export function ApplyDialog({ job, onClose }: { job: Job; onClose: () => void }) {
  const { user } = useAuth();
  const id = useId();
  const [coverLetter, setCoverLetter] = useState("");
  const [picked, setPicked] = useState<string[]>([]);
  const portfolio = usePortfolio(user?.id ?? "", { enabled: Boolean(user) });
  const apply = useApplyToJob(job.id);
  const tooLong = coverLetter.length > COVER_LETTER_MAX_LENGTH;

  function toggle(itemId: string) {
    setPicked((current) =>
      current.includes(itemId)
        ? current.filter((existing) => existing !== itemId)
        : current.length < MAX_ATTACHED_ITEMS
          ? [...current, itemId]
          : current,
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeading
          title={`Apply: ${job.title}`}
          description={`Your profile goes to ${posterName(job)} with what you add here.`}
        />
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (tooLong) return;
            apply.mutate(
              { coverLetter: coverLetter.trim() || undefined, portfolioItemIds: picked },
              { onSuccess: onClose },
            );
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-letter`}>Cover letter (optional)</Label>
            <Textarea
              id={`${id}-letter`}
              rows={6}
              value={coverLetter}
              onChange={(event) => setCoverLetter(event.target.value)}
              placeholder="Why you, for this job: relevant work, availability, anything the poster should know."
              aria-invalid={tooLong || undefined}
              aria-describedby={`${id}-count`}
            />
            <p
              id={`${id}-count`}
              className={cn(
                "text-right text-xs",
                tooLong ? "text-destructive" : "text-muted-foreground",
              )}
            >
              {formatWholeNumber(coverLetter.length)}/{formatWholeNumber(COVER_LETTER_MAX_LENGTH)}
            </p>
          </div>
          <fieldset className="grid min-w-0 gap-2">
            <legend className="mb-1 text-sm font-medium">
              Attach portfolio items (up to {MAX_ATTACHED_ITEMS})
            </legend>
            {portfolio.isPending ? (
              <p className="text-sm text-muted-foreground">Loading your portfolio...</p>
            ) : (portfolio.data ?? []).length === 0 ? (
              <p className="text-sm text-muted-foreground">
                Your portfolio is empty; you can still apply without it.
              </p>
            ) : (
              <ul className="grid max-h-48 gap-1.5 overflow-y-auto">
                {(portfolio.data ?? []).map((item) => {
                  const checked = picked.includes(item.id);
                  return (
                    <li key={item.id}>
                      <label className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary">
                        <input
                          type="checkbox"
                          checked={checked}
                          disabled={!checked && picked.length >= MAX_ATTACHED_ITEMS}
                          onChange={() => toggle(item.id)}
                        />
                        <span className="min-w-0 truncate">{item.title}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={apply.isPending || tooLong}>
              {apply.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Send Application
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
