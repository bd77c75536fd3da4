import { SETTINGS_PROFESSIONS } from "@contract/constants.ts";
import {
  type BusinessJob,
  type JobFields,
  type JobInput,
  jobInputSchema,
  PAY_TYPE_LABELS,
  PAY_TYPES,
} from "@contract/jobs.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { DialogHeading } from "@web/components/dialog-heading.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Dialog, DialogContent } from "@web/components/ui/dialog.tsx";
import { Input, Textarea } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { NativeSelect } from "@web/components/ui/native-select.tsx";
import { useSaveJob } from "@web/features/jobs/api/business.ts";
import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";

/** The form's starting values: the job's own, or blanks (the profession unchosen). */
function formValues(job: BusinessJob | null): Partial<JobInput> {
  return {
    title: job?.title ?? "",
    description: job?.description ?? "",
    profession: SETTINGS_PROFESSIONS.find((profession) => profession === job?.profession),
    location: job?.location ?? "",
    payType: job?.pay.type ?? "day_rate",
    payMin: job?.pay.min?.toString() ?? "",
    payMax: job?.pay.max?.toString() ?? "",
    closingDate: job?.closingDate ?? "",
  };
}

/** Posts a job, or edits one, with the same checks the server makes. */
export function JobFormDialog({ job, onClose }: { job: BusinessJob | null; onClose: () => void }) {
  const save = useSaveJob(job?.id ?? null);
  const form = useForm<JobInput, unknown, JobFields>({
    resolver: zodResolver(jobInputSchema),
    defaultValues: formValues(job),
  });
  const { errors } = form.formState;
  const unpaid = form.watch("payType") === "unpaid";

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent size="lg" className="max-h-[90dvh] overflow-y-auto">
        <DialogHeading
          title={job ? "Edit job" : "Post a job"}
          description="Say what the work is, where, and what it pays. Pay is always shown on the card."
        />
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((fields) => save.mutate(fields, { onSuccess: onClose }))}
        >
          <Field id="job-title" label="Title" error={errors.title?.message}>
            <Input id="job-title" {...form.register("title")} />
          </Field>
          <Field id="job-description" label="Description" error={errors.description?.message}>
            <Textarea id="job-description" rows={5} {...form.register("description")} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="job-profession" label="Profession" error={errors.profession?.message}>
              <NativeSelect id="job-profession" {...form.register("profession")}>
                <option value="">Choose a profession</option>
                {SETTINGS_PROFESSIONS.map((profession) => (
                  <option key={profession} value={profession}>
                    {profession}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="job-location" label="Location or Remote" error={errors.location?.message}>
              <Input
                id="job-location"
                list="job-location-suggestions"
                placeholder="e.g. London, or Remote"
                {...form.register("location")}
              />
              <datalist id="job-location-suggestions">
                {[
                  "Remote",
                  "London",
                  "Manchester",
                  "Birmingham",
                  "Bristol",
                  "Leeds",
                  "Glasgow",
                ].map((town) => (
                  <option key={town} value={town} />
                ))}
              </datalist>
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id="job-pay-type" label="Pay" error={errors.payType?.message}>
              <NativeSelect id="job-pay-type" {...form.register("payType")}>
                {PAY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {PAY_TYPE_LABELS[type]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="job-pay-min" label="From (£)" error={errors.payMin?.message}>
              <Input
                id="job-pay-min"
                inputMode="numeric"
                disabled={unpaid}
                {...form.register("payMin")}
              />
            </Field>
            <Field id="job-pay-max" label="Up to (£, optional)" error={errors.payMax?.message}>
              <Input
                id="job-pay-max"
                inputMode="numeric"
                disabled={unpaid}
                {...form.register("payMax")}
              />
            </Field>
          </div>
          <Field
            id="job-closing-date"
            label="Closing date (optional)"
            error={errors.closingDate?.message}
          >
            <Input id="job-closing-date" type="date" {...form.register("closingDate")} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {job ? "Save changes" : "Post job"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
