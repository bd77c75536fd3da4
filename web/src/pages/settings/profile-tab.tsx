import { SETTINGS_PROFESSIONS, UK_LOCATIONS } from "@contract/constants.ts";
import type { User } from "@contract/users.ts";
import { useMutation } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@web/components/ui/card.tsx";
import { Input, Textarea } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { NativeSelect } from "@web/components/ui/native-select.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { toast } from "@web/hooks/use-toast.ts";
import { apiRequest, queryClient } from "@web/lib/query-client.ts";
import { handleUnauthorized, isUnauthorizedError } from "@web/lib/unauthorized.ts";
import { AUTH_USER_KEY } from "@web/lib/use-auth.ts";
import { Loader2 } from "lucide-react";
import { useForm } from "react-hook-form";

const BIO_COUNTER = 500;

/** SPEC §3 profile update payload. */
type ProfileForm = {
  firstName: string;
  lastName: string;
  bio: string;
  profession: string;
  location: string;
  website: string;
  phone: string;
};

/** Keeps a stored value selectable even when it is not one of the standard options. */
function withCurrent(options: readonly string[], current: string): readonly string[] {
  return current && !options.includes(current) ? [current, ...options] : options;
}

export function ProfileTab({ user }: { user: User }) {
  const { register, handleSubmit, watch } = useForm<ProfileForm>({
    defaultValues: {
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      bio: user.bio ?? "",
      profession: user.profession ?? "",
      location: user.location ?? "",
      website: user.website ?? "",
      phone: user.phone ?? "",
    },
  });
  const bioLength = watch("bio").length;
  const profession = watch("profession");
  const location = watch("location");

  const updateProfile = useMutation({
    mutationFn: (form: ProfileForm) =>
      apiRequest("PUT", "/api/users/profile", {
        ...form,
        profileImageUrl: user.profileImageUrl ?? "",
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
      toast({
        title: "Profile updated!",
        description: "Your profile has been updated successfully.",
        variant: "success",
      });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) {
        handleUnauthorized(toast);
        return;
      }
      toast({
        title: "Error",
        description: "Failed to update profile. Please try again.",
        variant: "destructive",
      });
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Information</CardTitle>
        <CardDescription>This is how other creatives see you on Atelier.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={handleSubmit((form) => updateProfile.mutate(form))}
          className="grid gap-5"
        >
          <div className="flex items-center gap-4">
            <UserAvatar user={user} size="lg" />
            <div className="grid gap-1.5">
              <Label htmlFor="settings-photo">Profile Photo</Label>
              <input
                id="settings-photo"
                type="file"
                accept="image/jpeg,image/png,image/gif"
                aria-describedby="settings-photo-hint"
                onChange={(event) => {
                  // SPEC §2: choosing a photo here is only logged; uploads live on the profile.
                  console.info("Selected profile photo", event.target.files?.[0]?.name);
                }}
                className="text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium"
              />
              <p id="settings-photo-hint" className="text-xs text-muted-foreground">
                JPG, PNG or GIF. Max size 5MB.
              </p>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="settings-first-name">First Name</Label>
              <Input
                id="settings-first-name"
                autoComplete="given-name"
                {...register("firstName")}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="settings-last-name">Last Name</Label>
              <Input id="settings-last-name" autoComplete="family-name" {...register("lastName")} />
            </div>
          </div>
          <div className="grid gap-1.5">
            <div className="flex items-baseline justify-between">
              <Label htmlFor="settings-bio">Bio</Label>
              <span className="text-xs text-muted-foreground" aria-live="polite">
                {bioLength}/{BIO_COUNTER}
              </span>
            </div>
            <Textarea
              id="settings-bio"
              rows={4}
              placeholder="Tell other creatives about your work"
              {...register("bio")}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="settings-profession">Profession</Label>
              <NativeSelect id="settings-profession" {...register("profession")}>
                <option value="">Select your profession</option>
                {withCurrent(SETTINGS_PROFESSIONS, profession).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="settings-location">Location</Label>
              <NativeSelect id="settings-location" {...register("location")}>
                <option value="">Select your location</option>
                {withCurrent(UK_LOCATIONS, location).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="settings-website">Website</Label>
              <Input
                id="settings-website"
                type="url"
                placeholder="https://yourportfolio.co.uk"
                {...register("website")}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="settings-phone">Phone</Label>
              <Input
                id="settings-phone"
                type="tel"
                autoComplete="tel"
                placeholder="07700 900123"
                {...register("phone")}
              />
            </div>
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
