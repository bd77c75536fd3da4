import { SETTINGS_PROFESSIONS, UK_LOCATIONS } from "@contract/constants.ts";
import { BIO_MAX_LENGTH, profileUpdateSchema } from "@contract/profile.ts";
import type { User } from "@contract/users.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  PROFILE_PHOTO_NOTE,
  ProfilePhotoUploader,
} from "@web/components/profile-photo-uploader.tsx";
import { Button } from "@web/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@web/components/ui/card.tsx";
import { Field, invalidProps } from "@web/components/ui/form-field.tsx";
import { Input, Textarea } from "@web/components/ui/input.tsx";
import { NativeSelect } from "@web/components/ui/native-select.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { useUpdateProfile } from "@web/features/users/api/update-profile.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { serverFieldErrors } from "@web/lib/field-errors.ts";
import { cn } from "@web/lib/utils.ts";
import { Camera, Loader2 } from "lucide-react";
import { type FieldPath, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod/mini";

type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The form's fields: every one a string, "" meaning not set. */
type ProfileFields = {
  firstName: string;
  lastName: string;
  bio: string;
  profession: string;
  location: string;
  website: string;
  phone: string;
};

const FIELD_NAMES: readonly FieldPath<ProfileFields>[] = [
  "firstName",
  "lastName",
  "bio",
  "profession",
  "location",
  "website",
  "phone",
];

function fieldsOf(user: User): ProfileFields {
  return {
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    bio: user.bio ?? "",
    profession: user.profession ?? "",
    location: user.location ?? "",
    website: user.website ?? "",
    phone: user.phone ?? "",
  };
}

/** Keeps a stored value selectable even when it is not one of the standard options. */
function withCurrent(options: readonly string[], current: string): readonly string[] {
  return current && !options.includes(current) ? [current, ...options] : options;
}

/** Settings Profile: validated with the same schema the server uses. */
export function ProfileTab({ user }: { user: User }) {
  const form = useForm<ProfileFields, unknown, ProfileUpdate>({
    // The shared schema reads the strings ("" means not set) and gives the trimmed payload.
    resolver: zodResolver(profileUpdateSchema) as Resolver<ProfileFields, unknown, ProfileUpdate>,
    defaultValues: fieldsOf(user),
  });
  const { register, handleSubmit, watch, formState, setError, reset } = form;
  const errors = formState.errors;
  const bioLength = watch("bio").length;
  const profession = watch("profession");

  const updateProfile = useUpdateProfile({
    onSuccess: (updated) => {
      reset(fieldsOf(updated));
      toast({
        title: "Profile updated!",
        description: "Your profile has been updated successfully.",
        variant: "success",
      });
    },
    onError: (error) => {
      const fieldErrors = serverFieldErrors(error);
      for (const name of FIELD_NAMES) {
        const message = fieldErrors[name];
        if (message) setError(name, { message });
      }
      showErrorToast(error, "Failed to update profile. Please try again.", {
        serverReason: "never",
      });
    },
  });

  const onSubmit = handleSubmit((fields) =>
    updateProfile.mutate({ ...fields, profileImageUrl: user.profileImageUrl }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Information</CardTitle>
        <CardDescription>This is how other creatives see you on Atelier.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="mb-6 flex flex-wrap items-center gap-4 border-b pb-6">
          <UserAvatar user={user} size="xl" />
          <div className="grid gap-1.5">
            <p className="text-sm font-medium">Profile Photo</p>
            <ProfilePhotoUploader
              variant="outline"
              size="sm"
              className="justify-self-start"
              aria-describedby="settings-photo-hint"
            >
              {(saving) => (
                <>
                  {saving ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <Camera aria-hidden="true" />
                  )}
                  {user.profileImageUrl ? "Change Photo" : "Upload Photo"}
                </>
              )}
            </ProfilePhotoUploader>
            <p id="settings-photo-hint" className="text-xs text-muted-foreground">
              {PROFILE_PHOTO_NOTE}
            </p>
          </div>
        </div>

        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="settings-first-name" label="First Name" error={errors.firstName?.message}>
              <Input
                id="settings-first-name"
                autoComplete="given-name"
                aria-required="true"
                {...invalidProps("settings-first-name", errors.firstName?.message)}
                {...register("firstName")}
              />
            </Field>
            <Field id="settings-last-name" label="Last Name" error={errors.lastName?.message}>
              <Input
                id="settings-last-name"
                autoComplete="family-name"
                aria-required="true"
                {...invalidProps("settings-last-name", errors.lastName?.message)}
                {...register("lastName")}
              />
            </Field>
          </div>
          <Field
            id="settings-bio"
            label="Bio"
            error={errors.bio?.message}
            aside={
              <span
                className={cn(
                  "text-xs tabular-nums text-muted-foreground",
                  bioLength > BIO_MAX_LENGTH && "font-medium text-destructive",
                )}
              >
                {bioLength}/{BIO_MAX_LENGTH}
              </span>
            }
          >
            <Textarea
              id="settings-bio"
              rows={4}
              placeholder="Tell other creatives about your work"
              {...invalidProps("settings-bio", errors.bio?.message)}
              {...register("bio")}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="settings-profession" label="Profession" error={errors.profession?.message}>
              <NativeSelect
                id="settings-profession"
                {...invalidProps("settings-profession", errors.profession?.message)}
                {...register("profession")}
              >
                <option value="">Select your profession</option>
                {withCurrent(SETTINGS_PROFESSIONS, profession).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="settings-location" label="Location" error={errors.location?.message}>
              <Input
                id="settings-location"
                list="settings-location-suggestions"
                autoComplete="address-level2"
                placeholder="Your town or city, e.g. York"
                {...invalidProps("settings-location", errors.location?.message)}
                {...register("location")}
              />
              <datalist id="settings-location-suggestions">
                {UK_LOCATIONS.map((option) => (
                  <option key={option} value={option} />
                ))}
              </datalist>
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="settings-website" label="Website" error={errors.website?.message}>
              <Input
                id="settings-website"
                type="url"
                inputMode="url"
                placeholder="https://yourportfolio.co.uk"
                {...invalidProps("settings-website", errors.website?.message)}
                {...register("website")}
              />
            </Field>
            <Field id="settings-phone" label="Phone" error={errors.phone?.message}>
              <Input
                id="settings-phone"
                type="tel"
                autoComplete="tel"
                placeholder="07700 900123"
                {...invalidProps("settings-phone", errors.phone?.message)}
                {...register("phone")}
              />
            </Field>
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={updateProfile.isPending}>
              {updateProfile.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : null}
              Save Changes
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
