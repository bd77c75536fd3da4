import { REPORT_NOT_FOUND_MESSAGE, type ReportTargetType } from "@contract/reports.ts";
import { and, eq, inArray, or } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { comments, messages, posts, users } from "../db/schema/index.ts";
import { NotFoundError } from "../http/errors.ts";
import { findVisiblePost } from "../posts/queries.ts";
import { memberContentAccess } from "../users/privacy.ts";

/**
 * Whose the reported thing is, for a reporter who can see it: a post or comment they may see,
 * a message of a conversation they are in, a member who is there for them. Anything else is
 * answered 404, as if it did not exist.
 */
export async function reportTargetOwner(
  db: Database,
  reporterId: string,
  targetType: ReportTargetType,
  targetId: string,
): Promise<string> {
  const owner = await ownerOf(db, reporterId, targetType, targetId);
  if (!owner) throw new NotFoundError(REPORT_NOT_FOUND_MESSAGE);
  return owner;
}

async function ownerOf(
  db: Database,
  reporterId: string,
  targetType: ReportTargetType,
  targetId: string,
): Promise<string | null> {
  switch (targetType) {
    case "post":
      return (await findVisiblePost(db, reporterId, targetId))?.user.id ?? null;
    case "comment": {
      const [comment] = await db.select().from(comments).where(eq(comments.id, targetId));
      const onVisiblePost = comment && (await findVisiblePost(db, reporterId, comment.postId));
      return onVisiblePost ? comment.userId : null;
    }
    case "message": {
      const [message] = await db
        .select({ senderId: messages.senderId })
        .from(messages)
        .where(
          and(
            eq(messages.id, targetId),
            or(eq(messages.senderId, reporterId), eq(messages.receiverId, reporterId)),
          ),
        );
      return message?.senderId ?? null;
    }
    case "member":
      return (await memberContentAccess(db, reporterId, targetId)) === "missing" ? null : targetId;
  }
}

/** A short preview of each reported thing still there, for the admin queue, by target id. */
export async function previewsOf(
  db: Database,
  targets: { targetType: ReportTargetType; targetId: string }[],
): Promise<Map<string, string>> {
  const idsOf = (type: ReportTargetType) =>
    targets.filter((target) => target.targetType === type).map((target) => target.targetId);
  const previews = new Map<string, string>();
  const add = (rows: { id: string; text: string | null }[]) => {
    for (const row of rows) previews.set(row.id, preview(row.text ?? ""));
  };
  const [postIds, commentIds, messageIds, memberIds] = [
    idsOf("post"),
    idsOf("comment"),
    idsOf("message"),
    idsOf("member"),
  ];
  if (postIds.length > 0) {
    add(
      await db
        .select({ id: posts.id, text: posts.content })
        .from(posts)
        .where(inArray(posts.id, postIds)),
    );
  }
  if (commentIds.length > 0) {
    add(
      await db
        .select({ id: comments.id, text: comments.content })
        .from(comments)
        .where(inArray(comments.id, commentIds)),
    );
  }
  if (messageIds.length > 0) {
    add(
      await db
        .select({ id: messages.id, text: messages.content })
        .from(messages)
        .where(inArray(messages.id, messageIds)),
    );
  }
  if (memberIds.length > 0) {
    const members = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        bio: users.bio,
      })
      .from(users)
      .where(inArray(users.id, memberIds));
    add(
      members.map((member) => ({
        id: member.id,
        text: [member.firstName, member.lastName, member.bio && `— ${member.bio}`]
          .filter(Boolean)
          .join(" "),
      })),
    );
  }
  return previews;
}

const PREVIEW_LENGTH = 140;

function preview(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH)}…` : flat;
}
