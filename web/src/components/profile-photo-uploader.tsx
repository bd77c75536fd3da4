import type { ButtonProps } from "@web/components/ui/button.tsx";
import { ObjectUploader } from "@web/components/uploads/object-uploader.tsx";
import {
  showProfilePhotoError,
  useUpdateProfilePhoto,
} from "@web/features/users/api/profile-photo.ts";
import type { ReactNode } from "react";

/** A profile photo is one image of at most 5 MB. */
export const PROFILE_PHOTO_NOTE = "JPG, PNG or GIF. Max size 5MB.";

type ProfilePhotoUploaderProps = {
  /** The button's content; given whether the new photo is being saved after its upload. */
  children: ReactNode | ((saving: boolean) => ReactNode);
} & Omit<ButtonProps, "onClick" | "type" | "children" | "title">;

/**
 * A button that opens the upload dialog for a new profile photo and, once the file is stored,
 * sets it as the member's photo (Change Photo on the profile, the photo picker in Settings).
 */
export function ProfilePhotoUploader({
  children,
  disabled,
  ...buttonProps
}: ProfilePhotoUploaderProps) {
  const updatePhoto = useUpdateProfilePhoto();
  const saving = updatePhoto.isPending;
  return (
    <ObjectUploader
      purpose="profile"
      title="Change profile photo"
      note={PROFILE_PHOTO_NOTE}
      disabled={disabled || saving}
      aria-busy={saving || undefined}
      onUploaded={(object) => updatePhoto.mutate(object.objectPath)}
      onUploadError={showProfilePhotoError}
      {...buttonProps}
    >
      {typeof children === "function" ? children(saving) : children}
    </ObjectUploader>
  );
}
