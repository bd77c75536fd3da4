import {
  createPortfolioItemSchema,
  PORTFOLIO_LIMIT_MESSAGE,
  updatePortfolioItemSchema,
} from "@contract/portfolio.ts";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { currentUser, requireUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import { portfolioItems } from "../db/schema/index.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { findOwnedObject } from "../storage/queries.ts";
import { memberParams, replyIfContentHidden } from "../users/privacy.ts";
import { addPortfolioItem } from "./add-portfolio-item.ts";
import { findPortfolioItem, listPortfolio, presentPortfolioItem } from "./queries.ts";

const itemParams = z.object({ id: z.uuid("Portfolio item not found.") });
const NOT_FOUND = { message: "Portfolio item not found." };
const NOT_YOURS = { message: "You can only change your own portfolio." };

export async function portfolioRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;
  const guarded = { preHandler: requireUser };

  app.get(
    "/api/users/:id/portfolio",
    { ...guarded, schema: { params: memberParams } },
    async (request, reply) => {
      const viewerId = currentUser(request).id;
      if (await replyIfContentHidden(db, viewerId, request.params.id, reply)) return reply;
      return listPortfolio(db, request.params.id);
    },
  );

  app.post(
    "/api/portfolio",
    { ...guarded, schema: { body: createPortfolioItemSchema } },
    async (request, reply) => {
      const me = currentUser(request);
      const { title, description, imageUrl, videoUrl, tags } = request.body;
      const image = imageUrl ? await findOwnedObject(db, me.id, imageUrl, "portfolio") : null;
      const video = videoUrl ? await findOwnedObject(db, me.id, videoUrl, "portfolio") : null;
      if ((imageUrl && !image) || (videoUrl && !video)) {
        return reply.code(400).send({ message: "That file is not one of your uploads." });
      }
      const item = await addPortfolioItem(db, me.id, {
        title,
        description: description ?? null,
        imageUrl: image?.path ?? null,
        videoUrl: video?.path ?? null,
        tags,
      });
      if (!item) return reply.code(403).send({ message: PORTFOLIO_LIMIT_MESSAGE });
      return reply.code(201).send(item);
    },
  );

  app.put(
    "/api/portfolio/:id",
    { ...guarded, schema: { params: itemParams, body: updatePortfolioItemSchema } },
    async (request, reply) => {
      const item = await findPortfolioItem(db, request.params.id);
      if (!item) return reply.code(404).send(NOT_FOUND);
      if (item.userId !== currentUser(request).id) return reply.code(403).send(NOT_YOURS);
      const { title, description, tags } = request.body;
      const [row] = await db
        .update(portfolioItems)
        .set({ title, description: description ?? null, tags, updatedAt: new Date() })
        .where(eq(portfolioItems.id, item.id))
        .returning();
      return presentPortfolioItem(row!);
    },
  );

  app.delete(
    "/api/portfolio/:id",
    { ...guarded, schema: { params: itemParams } },
    async (request, reply) => {
      const item = await findPortfolioItem(db, request.params.id);
      if (!item) return reply.code(404).send(NOT_FOUND);
      if (item.userId !== currentUser(request).id) return reply.code(403).send(NOT_YOURS);
      await db.delete(portfolioItems).where(eq(portfolioItems.id, item.id));
      return reply.code(204).send();
    },
  );
}
