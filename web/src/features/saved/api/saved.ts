import { applicationSchema } from "@contract/jobs.ts";
import { usePostPages } from "@web/features/posts/api/post-pages.ts";
import { useCursorPages } from "@web/lib/use-cursor-pages.ts";
import { z } from "zod/mini";
import { savedKeys } from "./keys.ts";

/** The member's bookmarked posts, the most recently saved first (only the owner may read them). */
export function useSavedPosts(userId: string) {
  return usePostPages(savedKeys.posts(userId), `/api/users/${userId}/bookmarks`);
}

const applicationListSchema = z.array(applicationSchema);

/** The member's job applications, newest first (only the owner may read them). */
export function useApplications(userId: string) {
  return useCursorPages(
    savedKeys.applications(userId),
    `/api/users/${userId}/applications`,
    applicationListSchema,
  );
}
