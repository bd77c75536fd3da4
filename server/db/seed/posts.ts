import { randomUUID } from "node:crypto";
import { collectHashtags } from "@contract/hashtags.ts";
import type { comments, postBookmarks, postLikes, posts } from "../schema/index.ts";
import { type Artwork, artworkUrl, describeArtwork, planArtwork } from "./artwork.ts";
import type { Community } from "./community.ts";
import type { SeedMember } from "./members.ts";
import {
  COMMENTS,
  COMMUNITY_TAGS,
  EVERYDAY_POSTS,
  POSTS_BY_PROFESSION,
  TAGS_BY_PROFESSION,
  WELCOME_POST,
} from "./post-texts.ts";
import { createDeck, type Random, randomFor } from "./random.ts";
import { daysAgo, minutesAgo, timeBetween } from "./time.ts";

export type PostPlan = {
  posts: (typeof posts.$inferInsert)[];
  likes: (typeof postLikes.$inferInsert)[];
  comments: (typeof comments.$inferInsert)[];
  bookmarks: (typeof postBookmarks.$inferInsert)[];
  artworks: Artwork[];
};

type Draft = { author: SeedMember; content: string };

/**
 * Roughly 2–3 posts per member spread over the last three weeks (newest a few minutes old, so the
 * feed looks alive), a third with an image, and likes and comments whose counts match the rows.
 */
export function buildPosts(community: Community, now: Date): PostPlan {
  const random = randomFor("posts");
  const drafts = random.shuffle(draftPosts(community, random));
  const plan: PostPlan = { posts: [], likes: [], comments: [], bookmarks: [], artworks: [] };
  const nextComment = createDeck(random, COMMENTS);

  const timeline = [
    ...drafts.map((draft, i) => ({
      ...draft,
      createdAt: minutesAgo(now, 6 + i * 175 + random.int(0, 90)),
    })),
    { author: community.admin, content: WELCOME_POST, createdAt: daysAgo(now, 24) },
  ];
  timeline.forEach(({ author, content, createdAt }, index) => {
    const id = randomUUID();
    const others = community.creatives.filter((member) => member !== author);
    const image = random.chance(0.34)
      ? planArtwork(random, {
          name: `post-${String(index + 1).padStart(3, "0")}`,
          frame: random.chance(0.65) ? "landscape" : "portrait",
        })
      : null;

    const likeCount = random.int(0, 14) + (author === community.demo ? 10 : 0) + (image ? 6 : 0);
    const likers = random.sample(others, likeCount);
    const commenters = random.sample(others, random.pick([0, 0, 1, 1, 2, 2, 3, 4, 5, 6]));
    const commentTimes = commenters
      .map(() => timeBetween(random, createdAt, now))
      .sort((a, b) => a.getTime() - b.getTime());

    if (image) plan.artworks.push(image);
    plan.posts.push({
      id,
      userId: author.id,
      content,
      hashtags: collectHashtags(content),
      imageUrl: image ? artworkUrl(image) : null,
      imageAlt: image ? describeArtwork(image) : null,
      imageWidth: image?.width ?? null,
      imageHeight: image?.height ?? null,
      likesCount: likers.length,
      commentsCount: commenters.length,
      viewsCount: likers.length * random.int(3, 9) + random.int(12, 140),
      createdAt,
    });
    plan.likes.push(
      ...likers.map((liker) => ({
        postId: id,
        userId: liker.id,
        createdAt: timeBetween(random, createdAt, now),
      })),
    );
    plan.comments.push(
      ...commenters.map((commenter, i) => ({
        postId: id,
        userId: commenter.id,
        content: nextComment(),
        createdAt: commentTimes[i]!,
      })),
    );
  });

  plan.bookmarks = bookmarksFor(community, plan.posts, random, now);
  return plan;
}

function draftPosts(community: Community, random: Random): Draft[] {
  const professionDecks = new Map<string, () => string>();
  const nextEveryday = createDeck(random, EVERYDAY_POSTS);
  return community.creatives.flatMap((author) => {
    const profession = author.profession!;
    if (!professionDecks.has(profession)) {
      professionDecks.set(profession, createDeck(random, POSTS_BY_PROFESSION[profession]));
    }
    const nextOwn = professionDecks.get(profession)!;
    const count = author === community.demo ? 8 : random.int(1, 4);
    return Array.from({ length: count }, () => {
      const body = random.chance(0.6) ? nextOwn() : nextEveryday();
      return {
        author,
        content: signOff(body.replaceAll("{city}", author.location), author, random),
      };
    });
  });
}

/** Ends a post with a few tags, as people do, skipping any already used in the text. */
function signOff(text: string, author: SeedMember, random: Random): string {
  const tags = random.sample(TAGS_BY_PROFESSION[author.profession!], random.int(1, 2));
  if (random.chance(0.45)) tags.push(author.location);
  if (random.chance(0.35)) tags.push(random.pick(COMMUNITY_TAGS));
  const used = new Set(collectHashtags(text).map((tag) => tag.toLowerCase()));
  const fresh = [...new Set(tags)].filter((tag) => !used.has(`#${tag.toLowerCase()}`));
  return fresh.length > 0 ? `${text}\n\n${fresh.map((tag) => `#${tag}`).join(" ")}` : text;
}

/** Amelia has a handful saved; a few other members have one or two. */
function bookmarksFor(
  community: Community,
  allPosts: PostPlan["posts"],
  random: Random,
  now: Date,
): PostPlan["bookmarks"] {
  const others = community.creatives.filter((member) => member !== community.demo);
  const savers = [community.demo, ...random.sample(others, 15)];
  return savers.flatMap((saver) => {
    const notOwn = allPosts.filter((post) => post.userId !== saver.id);
    const count = saver === community.demo ? 6 : random.int(1, 2);
    return random.sample(notOwn, count).map((post) => ({
      postId: post.id!,
      userId: saver.id,
      createdAt: timeBetween(random, post.createdAt!, now),
    }));
  });
}
