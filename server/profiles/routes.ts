import { profileImageSchema, profileUpdateSchema } from "@contract/profile.ts";
import { userSchema } from "@contract/users.ts";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { setProfilePhoto, updateProfile } from "./update-profile.ts";

export async function profileRoutes(app: AppInstance, { context }: { context: AppContext }) {
  app.put(
    "/api/users/profile",
    {
      config: { access: "member" },
      schema: { body: profileUpdateSchema, response: { 200: userSchema } },
    },
    async (request) => updateProfile(context, currentUser(request), request.body),
  );

  app.put(
    "/api/profile/image",
    {
      config: { access: "member" },
      schema: { body: profileImageSchema, response: { 200: userSchema } },
    },
    async (request) => setProfilePhoto(context, currentUser(request), request.body.imageURL),
  );
}
