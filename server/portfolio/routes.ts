import { noContentSchema } from "@contract/common.ts";
import {
  createPortfolioItemSchema,
  portfolioItemSchema,
  updatePortfolioItemSchema,
} from "@contract/portfolio.ts";
import { z } from "zod/mini";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { assertContentVisible, memberParams } from "../users/privacy.ts";
import { addPortfolioItem } from "./add-portfolio-item.ts";
import {
  deletePortfolioItem,
  PORTFOLIO_ITEM_NOT_FOUND_MESSAGE,
  updatePortfolioItem,
} from "./change-portfolio-item.ts";
import { listPortfolio } from "./queries.ts";

const itemParams = z.object({ id: z.uuid(PORTFOLIO_ITEM_NOT_FOUND_MESSAGE) });

export async function portfolioRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;

  app.get(
    "/api/users/:id/portfolio",
    {
      config: { access: "member" },
      schema: { params: memberParams, response: { 200: z.array(portfolioItemSchema) } },
    },
    async (request) => {
      await assertContentVisible(db, currentUser(request).id, request.params.id);
      return listPortfolio(db, request.params.id);
    },
  );

  app.post(
    "/api/portfolio",
    {
      config: { access: "member" },
      schema: { body: createPortfolioItemSchema, response: { 201: portfolioItemSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await addPortfolioItem(db, currentUser(request), request.body)),
  );

  app.put(
    "/api/portfolio/:id",
    {
      config: { access: "owner" },
      schema: {
        params: itemParams,
        body: updatePortfolioItemSchema,
        response: { 200: portfolioItemSchema },
      },
    },
    async (request) =>
      updatePortfolioItem(db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    "/api/portfolio/:id",
    {
      config: { access: "owner" },
      schema: { params: itemParams, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await deletePortfolioItem(db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
