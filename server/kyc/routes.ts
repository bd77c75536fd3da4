import { noContentSchema } from "@contract/common.ts";
import {
  adminVerificationSchema,
  kycStatusSchema,
  kycSubmissionSchema,
  rejectVerificationSchema,
  verificationParamsSchema,
} from "@contract/kyc.ts";
import { z } from "zod/mini";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { pendingVerifications, verificationStatusOf } from "./queries.ts";
import { approveOwnVerification, reviewVerification } from "./review-verification.ts";
import { submitVerification } from "./submit-verification.ts";

/** Identity verification: the member's own submission, and the admins' review queue. */
export async function kycRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;
  const member = { access: "member" } as const;
  const admin = { access: "admin" } as const;

  app.get(
    "/api/kyc/status",
    { config: member, schema: { response: { 200: kycStatusSchema } } },
    async (request) => verificationStatusOf(db, currentUser(request).id),
  );

  app.post(
    "/api/kyc/submit",
    { config: member, schema: { body: kycSubmissionSchema, response: { 201: kycStatusSchema } } },
    async (request, reply) =>
      reply.code(201).send(await submitVerification(context, currentUser(request), request.body)),
  );

  app.post(
    "/api/kyc/approve",
    { config: member, schema: { response: { 200: kycStatusSchema } } },
    async (request) => approveOwnVerification(context, currentUser(request)),
  );

  app.get(
    "/api/admin/verifications",
    { config: admin, schema: { response: { 200: z.array(adminVerificationSchema) } } },
    async () => pendingVerifications(db),
  );

  app.post(
    "/api/admin/verifications/:id/approve",
    {
      config: admin,
      schema: { params: verificationParamsSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      const actor = { user: currentUser(request), sessionId: request.sessionId };
      await reviewVerification(context, actor, request.params.id, { status: "verified" });
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/admin/verifications/:id/reject",
    {
      config: admin,
      schema: {
        params: verificationParamsSchema,
        body: rejectVerificationSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      const actor = { user: currentUser(request), sessionId: request.sessionId };
      await reviewVerification(context, actor, request.params.id, {
        status: "rejected",
        reason: request.body.reason,
      });
      return reply.code(204).send(null);
    },
  );
}
