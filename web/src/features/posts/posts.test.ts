import type { Post } from "@contract/posts.ts";
import type { InfiniteData } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import {
  feedImageAspect,
  findPostInData,
  flattenPostPages,
  type PostPage,
  postImageSources,
  postPermalink,
  splitHashtags,
  tagsNotInText,
  updatePostInData,
  withLike,
} from "./posts.ts";

const OBJECT_ID = "0b7c6a52-2f7e-4c52-9a3e-3f1f4a1c2d3e";

function makePost(id: string, overrides: Partial<Post> = {}): Post {
  return {
    id,
    content: `Post ${id}`,
    imageUrl: null,
    imageAlt: null,
    imageWidth: null,
    imageHeight: null,
    imageBlurhash: null,
    videoUrl: null,
    hashtags: [],
    likes: 3,
    isLiked: false,
    views: 10,
    commentsCount: 0,
    createdAt: "2025-09-02T12:00:00.000Z",
    user: {
      id: "u1",
      firstName: "Amelia",
      lastName: "Hughes",
      profileImageUrl: null,
      profession: null,
      isVerified: false,
    },
    ...overrides,
  };
}

describe("flattenPostPages", () => {
  it("joins the pages in order and keeps each post once", () => {
    const pages: PostPage[] = [
      { posts: [makePost("a"), makePost("b")], nextCursor: "c1" },
      { posts: [makePost("b"), makePost("c")], nextCursor: null },
    ];
    expect(flattenPostPages(pages).map((post) => post.id)).toEqual(["a", "b", "c"]);
  });

  it("is empty before the first page arrives", () => {
    expect(flattenPostPages(undefined)).toEqual([]);
  });
});

describe("withLike", () => {
  it("moves the count by one with the state", () => {
    expect(withLike({ likes: 3, isLiked: false }, true)).toEqual({ likes: 4, isLiked: true });
    expect(withLike({ likes: 4, isLiked: true }, false)).toEqual({ likes: 3, isLiked: false });
  });

  it("leaves a post already in that state alone, and never counts below zero", () => {
    const liked = { likes: 4, isLiked: true };
    expect(withLike(liked, true)).toBe(liked);
    expect(withLike({ likes: 0, isLiked: true }, false)).toEqual({ likes: 0, isLiked: false });
  });

  it("undoes itself: a failed like reverts to the state before it", () => {
    const before = makePost("a", { likes: 7, isLiked: false });
    expect(withLike(withLike(before, true), false)).toEqual(before);
  });
});

describe("updatePostInData", () => {
  const like = (post: Post) => withLike(post, true);

  it("changes a single post, a list and the pages of an infinite list", () => {
    expect(updatePostInData(makePost("a"), "a", like).likes).toBe(4);
    expect(updatePostInData([makePost("a"), makePost("b")], "b", like)[1]?.isLiked).toBe(true);

    const infinite: InfiniteData<PostPage> = {
      pages: [
        { posts: [makePost("a")], nextCursor: "x" },
        { posts: [makePost("b")], nextCursor: null },
      ],
      pageParams: [null, "x"],
    };
    const updated = updatePostInData(infinite, "b", like);
    expect(updated.pages[1]?.posts[0]?.likes).toBe(4);
    // The untouched page is the same object, so React Query keeps it as it was.
    expect(updated.pages[0]).toBe(infinite.pages[0]);
    expect(updated.pageParams).toBe(infinite.pageParams);
  });

  it("returns the very same object when the post is not there", () => {
    const list = [makePost("a")];
    expect(updatePostInData(list, "zzz", like)).toBe(list);
    const comments = [{ id: "c1", content: "Nice", userId: "u2" }];
    expect(updatePostInData(comments, "c1", like)).toBe(comments);
    expect(updatePostInData({ isBookmarked: true }, "a", like)).toEqual({ isBookmarked: true });
  });

  it("removes a post from lists when the update returns null", () => {
    const infinite: InfiniteData<PostPage> = {
      pages: [{ posts: [makePost("a"), makePost("b")], nextCursor: null }],
      pageParams: [null],
    };
    const updated = updatePostInData(infinite, "a", () => null);
    expect(updated.pages[0]?.posts.map((post) => post.id)).toEqual(["b"]);
  });

  it("finds a post wherever it is cached", () => {
    const infinite = { pages: [{ posts: [makePost("a")], nextCursor: null }], pageParams: [null] };
    expect(findPostInData(infinite, "a")?.id).toBe("a");
    expect(findPostInData(infinite, "b")).toBeUndefined();
  });
});

describe("postPermalink", () => {
  it("is the site origin plus /posts/{id}", () => {
    expect(postPermalink("https://atelier.example/", "p1")).toBe(
      "https://atelier.example/posts/p1",
    );
  });
});

describe("postImageSources", () => {
  it("offers the thumbnail and the display size of an uploaded object", () => {
    const path = `/objects/${OBJECT_ID}`;
    expect(postImageSources(path, 1600)).toEqual({
      src: path,
      srcSet: `${path}/thumb 400w, ${path} 1600w`,
    });
  });

  it("caps the display width at 2048 and assumes it when unknown", () => {
    const path = `/objects/${OBJECT_ID}`;
    expect(postImageSources(path, 5000).srcSet).toContain(`${path} 2048w`);
    expect(postImageSources(path, null).srcSet).toContain(`${path} 2048w`);
  });

  it("has one size for small images, seed images and other links", () => {
    expect(postImageSources(`/objects/${OBJECT_ID}`, 300)).toEqual({
      src: `/objects/${OBJECT_ID}`,
    });
    expect(postImageSources("/objects/seed/post-001.webp", 1200)).toEqual({
      src: "/objects/seed/post-001.webp",
    });
  });
});

describe("feedImageAspect", () => {
  it("keeps the image's proportions within 4:5 and 2:1", () => {
    expect(feedImageAspect(1200, 900)).toBeCloseTo(4 / 3);
    expect(feedImageAspect(1000, 3000)).toBeCloseTo(4 / 5);
    expect(feedImageAspect(4000, 1000)).toBe(2);
    expect(feedImageAspect(null, null)).toBeCloseTo(4 / 3);
  });
});

describe("hashtags in a post's text", () => {
  it("splits the text into plain runs and tags", () => {
    expect(splitHashtags("New #Portrait work, #London.")).toEqual([
      { text: "New ", isTag: false },
      { text: "#Portrait", isTag: true },
      { text: " work, ", isTag: false },
      { text: "#London", isTag: true },
      { text: ".", isTag: false },
    ]);
    expect(splitHashtags("")).toEqual([]);
  });

  it("lists only the tags the text does not show, ignoring case", () => {
    expect(tagsNotInText("Shot in #london", ["#London", "#Film"])).toEqual(["#Film"]);
  });
});
