import { applicationSchema } from "@contract/jobs.ts";
import { postSchema } from "@contract/posts.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { z } from "zod/mini";
import { savedKeys } from "./keys.ts";

/** The member's bookmarked posts (only the owner may read them). */
export function useSavedPosts(userId: string) {
  return useQuery({
    queryKey: savedKeys.posts(userId),
    queryFn: () =>
      apiRequest("GET", `/api/users/${userId}/bookmarks`, undefined, z.array(postSchema)),
  });
}

/** The member's job applications (only the owner may read them). */
export function useApplications(userId: string) {
  return useQuery({
    queryKey: savedKeys.applications(userId),
    queryFn: () =>
      apiRequest("GET", `/api/users/${userId}/applications`, undefined, z.array(applicationSchema)),
  });
}
