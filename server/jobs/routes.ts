import {
  APPLICATION_NOT_FOUND_MESSAGE,
  applicationDecisionSchema,
  applicationSchema,
  applySchema,
  businessJobSchema,
  businessProfileSchema,
  JOB_NOT_FOUND_MESSAGE,
  jobInputSchema,
  jobListQuerySchema,
  jobSchema,
  portalFiguresSchema,
  receivedApplicationSchema,
  receivedApplicationsQuerySchema,
  savedStateSchema,
} from "@contract/jobs.ts";
import { pageQuerySchema } from "@contract/pages.ts";
import { userSchema } from "@contract/users.ts";
import { z } from "zod/mini";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { sendPage } from "../http/cursor-pages.ts";
import {
  applicationsToJob,
  decideApplication,
  receivedApplications,
  withdrawApplication,
} from "./applications.ts";
import { applyToJob } from "./apply-to-job.ts";
import { setJobSaved, viewJob } from "./job-viewer.ts";
import { editJob, postJob, setJobOpen, updateBusinessProfile } from "./manage-jobs.ts";
import { businessJobs, portalFigures } from "./portal.ts";
import { listJobs, savedJobsOf } from "./queries.ts";

const jobParams = z.object({ id: z.uuid(JOB_NOT_FOUND_MESSAGE) });
const applicationParams = z.object({ id: z.uuid(APPLICATION_NOT_FOUND_MESSAGE) });

/** The jobs board for members, and the business side: posting, applications and the portal. */
export async function jobRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;
  const member = { access: "member" } as const;
  const owner = { access: "owner" } as const;
  const business = { access: "business" } as const;

  app.get(
    "/api/jobs",
    {
      config: member,
      schema: { querystring: jobListQuerySchema, response: { 200: z.array(jobSchema) } },
    },
    async (request, reply) => {
      const page = await listJobs(db, currentUser(request).id, request.query);
      return sendPage(reply, page);
    },
  );

  app.get(
    "/api/jobs/saved",
    {
      config: member,
      schema: { querystring: pageQuerySchema, response: { 200: z.array(jobSchema) } },
    },
    async (request, reply) =>
      sendPage(reply, await savedJobsOf(db, currentUser(request).id, request.query)),
  );

  app.get(
    "/api/jobs/:id",
    { config: member, schema: { params: jobParams, response: { 200: jobSchema } } },
    async (request) => viewJob(db, currentUser(request), request.params.id),
  );

  app.post(
    "/api/jobs/:id/apply",
    {
      config: { access: "member", reachesOthers: true },
      schema: { params: jobParams, body: applySchema, response: { 201: applicationSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await applyToJob(context, currentUser(request), request.params.id, request.body)),
  );

  for (const [method, saved] of [
    ["POST", true],
    ["DELETE", false],
  ] as const) {
    app.route({
      method,
      url: "/api/jobs/:id/save",
      config: member,
      schema: { params: jobParams, response: { 200: savedStateSchema } },
      handler: async (request) => setJobSaved(db, currentUser(request), request.params.id, saved),
    });
  }

  app.delete(
    "/api/applications/:id",
    { config: owner, schema: { params: applicationParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await withdrawApplication(db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/jobs",
    {
      config: { access: "business", reachesOthers: true },
      schema: { body: jobInputSchema, response: { 201: jobSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await postJob(db, currentUser(request), request.body)),
  );

  app.put(
    "/api/jobs/:id",
    {
      config: owner,
      schema: { params: jobParams, body: jobInputSchema, response: { 200: jobSchema } },
    },
    async (request) => editJob(db, currentUser(request), request.params.id, request.body),
  );

  for (const [action, open] of [
    ["close", false],
    ["reopen", true],
  ] as const) {
    app.post(
      `/api/jobs/:id/${action}`,
      { config: owner, schema: { params: jobParams, response: { 200: jobSchema } } },
      async (request) => setJobOpen(db, currentUser(request), request.params.id, open),
    );
  }

  app.get(
    "/api/jobs/:id/applications",
    {
      config: owner,
      schema: {
        params: jobParams,
        querystring: pageQuerySchema,
        response: { 200: z.array(receivedApplicationSchema) },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await applicationsToJob(db, currentUser(request), request.params.id, request.query),
      ),
  );

  app.patch(
    "/api/applications/:id",
    {
      config: owner,
      schema: {
        params: applicationParams,
        body: applicationDecisionSchema,
        response: { 200: receivedApplicationSchema },
      },
    },
    async (request) =>
      decideApplication(context, currentUser(request), request.params.id, request.body.status),
  );

  app.get(
    "/api/business/jobs",
    {
      config: business,
      schema: {
        querystring: pageQuerySchema,
        response: { 200: z.array(businessJobSchema) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await businessJobs(db, currentUser(request), request.query)),
  );

  app.get(
    "/api/business/applications",
    {
      config: business,
      schema: {
        querystring: receivedApplicationsQuerySchema,
        response: { 200: z.array(receivedApplicationSchema) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await receivedApplications(db, currentUser(request), request.query)),
  );

  app.get(
    "/api/business/figures",
    { config: business, schema: { response: { 200: portalFiguresSchema } } },
    async (request) => portalFigures(db, currentUser(request)),
  );

  app.put(
    "/api/business/profile",
    { config: business, schema: { body: businessProfileSchema, response: { 200: userSchema } } },
    async (request) => updateBusinessProfile(context, currentUser(request), request.body),
  );
}
