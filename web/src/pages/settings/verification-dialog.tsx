import { SETTINGS_PROFESSIONS, UPLOAD_LIMITS } from "@contract/constants.ts";
import {
  KYC_AUTO_APPROVE_DELAY_MS,
  type KycSubmissionInput,
  kycSubmissionSchema,
} from "@contract/kyc.ts";
import type { User } from "@contract/users.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Badge } from "@web/components/ui/badge.tsx";
import { Button } from "@web/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@web/components/ui/dialog.tsx";
import { Field, invalidProps } from "@web/components/ui/form-field.tsx";
import { Input, Textarea } from "@web/components/ui/input.tsx";
import { NativeSelect } from "@web/components/ui/native-select.tsx";
import { ObjectUploader } from "@web/components/uploads/object-uploader.tsx";
import { useAuthConfig } from "@web/features/auth/api/auth-config.ts";
import {
  useApproveOwnVerification,
  useSubmitVerification,
  useVerificationStatus,
} from "@web/features/kyc/api/verification.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import type { UploadedObject } from "@web/lib/uploads.ts";
import {
  BadgeCheck,
  Clock,
  FileCheck2,
  Loader2,
  ShieldAlert,
  ShieldQuestion,
  Upload,
  X,
} from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod/mini";

type VerificationStatus = User["verificationStatus"];

export const VERIFICATION_REJECTED_TEXT = "Verification Rejected. Please submit new documents";

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
    text: VERIFICATION_REJECTED_TEXT,
  },
  unverified: {
    label: "Not verified",
    icon: ShieldQuestion,
    text: "Verify your identity to earn a verified badge. Review takes 24-48 hours.",
  },
} as const satisfies Record<VerificationStatus, unknown>;

const DOCUMENT_NOTE = `Optional: one image of your ID, up to ${UPLOAD_LIMITS.kycDocument / 1_048_576}MB. Only you and our review team can see it.`;

/** Verified or pending members only look; the others submit their identity details here. */
const canSubmit = (status: VerificationStatus) => status === "unverified" || status === "rejected";

/**
 * The verification dialog: read-only while the member is verified or waiting for review, the
 * identity form otherwise (with the reason, when the last submission was rejected).
 */
export function VerificationDialogButton({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const status = user.verificationStatus;
  const display = VERIFICATION_DISPLAY[status];
  const details = useVerificationStatus(open);
  const rejectionReason =
    status === "rejected" ? (details.data?.submission?.rejectionReason ?? null) : null;
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
        <DialogContent className="max-h-[90dvh] overflow-y-auto">
          <div className="grid gap-1 pr-6">
            <DialogTitle>Account Verification</DialogTitle>
            <DialogDescription>
              A verified badge tells clients and collaborators you are who you say you are.
            </DialogDescription>
          </div>
          <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-4">
            <display.icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div className="grid min-w-0 gap-1.5">
              <p className="text-sm">
                Status:{" "}
                <Badge variant={status === "verified" ? "default" : "secondary"}>
                  {display.label}
                </Badge>
              </p>
              <p className="text-sm text-muted-foreground">{display.text}</p>
              {rejectionReason ? (
                <p className="text-sm wrap-anywhere">
                  <span className="font-medium">Reason:</span> {rejectionReason}
                </p>
              ) : null}
            </div>
          </div>
          {canSubmit(status) ? (
            <VerificationForm onSubmitted={() => setOpen(false)} />
          ) : (
            <div className="flex justify-end">
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
            </div>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

type KycForm = KycSubmissionInput;

/** The identity form: five details, an optional ID image, and the demo's auto-approval. */
function VerificationForm({ onSubmitted }: { onSubmitted: () => void }) {
  const config = useAuthConfig();
  const [document, setDocument] = useState<UploadedObject | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useForm<KycForm, unknown, z.output<typeof kycSubmissionSchema>>({
    resolver: zodResolver(kycSubmissionSchema),
    defaultValues: { fullName: "", dateOfBirth: "", address: "", profession: "", experience: "" },
  });
  const errors = form.formState.errors;
  const approve = useApproveOwnVerification({
    onSuccess: () =>
      toast({
        title: "Verification Approved!",
        description: "Your profile now shows the verified badge.",
        variant: "success",
      }),
  });
  const submit = useSubmitVerification({
    onSuccess: () => {
      toast({
        title: "KYC Submitted!",
        description: "Review takes 24-48 hours.",
        variant: "success",
      });
      onSubmitted();
      // The demo approves a submission by itself a moment later; elsewhere our team reviews it.
      if (config.data?.demoMode) {
        setTimeout(() => approve.mutate(), KYC_AUTO_APPROVE_DELAY_MS);
      }
    },
    onError: (error) => showErrorToast(error, "Failed to submit KYC verification."),
  });

  return (
    <form
      noValidate
      className="grid gap-4"
      aria-label="Identity verification"
      onSubmit={form.handleSubmit((body) =>
        submit.mutate({ ...body, idDocumentUrl: document?.objectPath ?? null }),
      )}
    >
      <Field id="kyc-full-name" label="Full name" error={errors.fullName?.message}>
        <Input
          id="kyc-full-name"
          autoComplete="name"
          {...invalidProps("kyc-full-name", errors.fullName?.message)}
          {...form.register("fullName")}
        />
      </Field>
      <Field id="kyc-date-of-birth" label="Date of birth" error={errors.dateOfBirth?.message}>
        <Input
          id="kyc-date-of-birth"
          type="date"
          autoComplete="bday"
          {...invalidProps("kyc-date-of-birth", errors.dateOfBirth?.message)}
          {...form.register("dateOfBirth")}
        />
      </Field>
      <Field id="kyc-address" label="Address" error={errors.address?.message}>
        <Textarea
          id="kyc-address"
          rows={2}
          autoComplete="street-address"
          height="xs"
          {...invalidProps("kyc-address", errors.address?.message)}
          {...form.register("address")}
        />
      </Field>
      <Field id="kyc-profession" label="Profession" error={errors.profession?.message}>
        <NativeSelect
          id="kyc-profession"
          {...invalidProps("kyc-profession", errors.profession?.message)}
          {...form.register("profession")}
        >
          <option value="">Choose your profession</option>
          {SETTINGS_PROFESSIONS.map((profession) => (
            <option key={profession} value={profession}>
              {profession}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="kyc-experience" label="Experience" error={errors.experience?.message}>
        <Textarea
          id="kyc-experience"
          rows={3}
          placeholder="Your years in the trade and the work you are known for"
          {...invalidProps("kyc-experience", errors.experience?.message)}
          {...form.register("experience")}
        />
      </Field>
      <div className="grid gap-1.5">
        <p className="text-sm font-medium">ID document</p>
        {document ? (
          <div className="flex items-center gap-2 rounded-md border p-2 text-sm">
            <FileCheck2 className="size-4 text-primary" aria-hidden="true" />
            <span className="flex-1">Document attached</span>
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label="Remove document"
              onClick={() => setDocument(null)}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        ) : (
          <ObjectUploader
            purpose="kyc"
            title="Upload your ID document"
            note={DOCUMENT_NOTE}
            variant="outline"
            className="justify-self-start"
            disabled={uploading}
            onUploadStart={() => setUploading(true)}
            onUploadEnd={() => setUploading(false)}
            onUploadError={(error) =>
              showErrorToast(error, "Failed to upload the document. Please try again.")
            }
            onUploaded={(object) => {
              setDocument(object);
              toast({ title: "Document uploaded!", variant: "success" });
            }}
          >
            {uploading ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Upload aria-hidden="true" />
            )}
            {uploading ? "Uploading..." : "Upload ID Document"}
          </ObjectUploader>
        )}
        <p className="text-xs text-muted-foreground">{DOCUMENT_NOTE}</p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={submit.isPending || uploading}>
          {submit.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Submit for Review
        </Button>
      </div>
    </form>
  );
}
