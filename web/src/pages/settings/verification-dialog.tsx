import type { User } from "@contract/users.ts";
import { Badge } from "@web/components/ui/badge.tsx";
import { Button } from "@web/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@web/components/ui/dialog.tsx";
import { BadgeCheck, Clock, ShieldAlert, ShieldQuestion } from "lucide-react";
import { useState } from "react";

type VerificationStatus = User["verificationStatus"];

export const VERIFICATION_DISPLAY = {
  verified: {
    label: "Verified",
    icon: BadgeCheck,
    text: "Your identity has been verified. Your profile shows the verified badge.",
  },
  pending: {
    label: "Pending review",
    icon: Clock,
    text: "We are reviewing your documents. Review takes 24-48 hours.",
  },
  rejected: {
    label: "Rejected",
    icon: ShieldAlert,
    text: "Verification Rejected. Please submit new documents",
  },
  unverified: {
    label: "Not verified",
    icon: ShieldQuestion,
    text: "Verify your identity to earn a verified badge. Review takes 24-48 hours.",
  },
} as const satisfies Record<VerificationStatus, unknown>;

/** Verified or pending members only look; the others will submit documents here. */
const canSubmit = (status: VerificationStatus) => status === "unverified" || status === "rejected";

/**
 * Verification dialog, read-only for now: the member's status and the review time.
 * The identity (KYC) form will open here for members who can submit.
 */
export function VerificationDialogButton({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const status = user.verificationStatus;
  const display = VERIFICATION_DISPLAY[status];
  return (
    <>
      <Button
        variant={canSubmit(status) ? "default" : "outline"}
        onClick={() => setOpen(true)}
        className="justify-self-start"
      >
        {canSubmit(status) ? "Verify Account" : "View Verification Status"}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <div className="grid gap-1 pr-6">
            <DialogTitle>Account Verification</DialogTitle>
            <DialogDescription>
              A verified badge tells clients and collaborators you are who you say you are.
            </DialogDescription>
          </div>
          <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-4">
            <display.icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div className="grid gap-1.5">
              <p className="text-sm">
                Status:{" "}
                <Badge variant={status === "verified" ? "default" : "secondary"}>
                  {display.label}
                </Badge>
              </p>
              <p className="text-sm text-muted-foreground">{display.text}</p>
            </div>
          </div>
          {canSubmit(status) ? (
            <p className="text-sm text-muted-foreground">
              Identity checks open soon: you will submit your name, date of birth, address,
              profession and experience with an ID document. Review takes 24-48 hours.
            </p>
          ) : null}
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
