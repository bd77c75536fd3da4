import type { User } from "@contract/users.ts";
import { PROFILE_PHOTO_NOTE } from "@web/components/profile-photo-uploader.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { Input, Textarea } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { ObjectUploader } from "@web/components/uploads/object-uploader.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { useUpdateBusinessProfile } from "@web/features/jobs/api/business.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { Building2, Upload } from "lucide-react";
import { useId, useState } from "react";

/** The company shown on the business's jobs and profile: name, logo and a few words about it. */
export function CompanyCard({ user }: { user: User }) {
  const id = useId();
  const save = useUpdateBusinessProfile();
  const [name, setName] = useState(user.company?.name ?? "");
  const [about, setAbout] = useState(user.company?.about ?? "");

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2 className="size-4 text-primary" aria-hidden="true" />
          Your Company
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ companyName: name, companyAbout: about });
          }}
        >
          <div className="flex items-center gap-3">
            <UserAvatar
              user={{ ...user, profileImageUrl: user.company?.logoUrl ?? user.profileImageUrl }}
              size="md"
            />
            <ObjectUploader
              purpose="profile"
              title="Company logo"
              note={PROFILE_PHOTO_NOTE}
              variant="outline"
              size="sm"
              onUploaded={(object) =>
                save.mutate({
                  companyName: name,
                  companyAbout: about,
                  companyLogoUrl: object.objectPath,
                })
              }
              onUploadError={(error) => showErrorToast(error, "Failed to upload the logo.")}
            >
              <Upload aria-hidden="true" />
              Logo
            </ObjectUploader>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-name`}>Company name</Label>
            <Input
              id={`${id}-name`}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-about`}>About</Label>
            <Textarea
              id={`${id}-about`}
              rows={3}
              maxLength={1000}
              value={about}
              onChange={(event) => setAbout(event.target.value)}
            />
          </div>
          <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
            Save company
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
