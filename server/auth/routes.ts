import {
  EMAIL_TAKEN_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  signInSchema,
  signUpSchema,
} from "@contract/auth.ts";
import { SIGN_UP_PROFESSION_LABELS } from "@contract/constants.ts";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { presentUser } from "../users/presenter.ts";
import { insertUser } from "../users/queries.ts";
import { hashPassword } from "./passwords.ts";
import { clearSessionCookie, currentUser, setSessionCookie } from "./plugin.ts";
import { signInWithPassword } from "./sign-in.ts";

/** Brute-force guard: per client address and email, well above what a person types. */
const signInRateLimit = {
  rateLimit: {
    max: 20,
    timeWindow: "1 minute",
    keyGenerator: (request: { ip: string; body?: unknown }) =>
      `${request.ip}:${String((request.body as { email?: unknown } | undefined)?.email ?? "").toLowerCase()}`,
  },
};

export async function authRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { config, db, sessions } = context;
  const secure = config.secureCookies;

  app.get("/api/auth/config", { config: { access: "public" as const } }, async () => ({
    demoMode: config.demoMode,
  }));

  app.post(
    "/api/auth/register",
    { schema: { body: signUpSchema }, config: { access: "public" as const, ...signInRateLimit } },
    async (request, reply) => {
      const form = request.body;
      const user = await insertUser(db, {
        email: form.email,
        passwordHash: await hashPassword(form.password),
        firstName: form.firstName,
        lastName: form.lastName,
        profession: form.profession === "other" ? null : SIGN_UP_PROFESSION_LABELS[form.profession],
        location: form.location || null,
        bio: form.bio || null,
      });
      if (!user) return reply.code(409).send({ message: EMAIL_TAKEN_MESSAGE });
      setSessionCookie(reply, await sessions.create(user.id), secure);
      return reply.code(201).send(presentUser(user, user.id));
    },
  );

  app.post(
    "/api/auth/login",
    { schema: { body: signInSchema }, config: { access: "public" as const, ...signInRateLimit } },
    async (request, reply) => {
      const { email, password } = request.body;
      if (config.demoMode && !z.email().safeParse(email).success) {
        return reply.code(400).send({ message: INVALID_EMAIL_MESSAGE });
      }
      const user = await signInWithPassword(db, config, email, password);
      if (!user) return reply.code(401).send({ message: INVALID_CREDENTIALS_MESSAGE });
      setSessionCookie(reply, await sessions.create(user.id), secure);
      return presentUser(user, user.id);
    },
  );

  app.get("/api/auth/user", { config: { access: "member" as const } }, async (request) => {
    const user = currentUser(request);
    return presentUser(user, user.id);
  });

  app.get("/api/logout", { config: { access: "public" as const } }, async (request, reply) => {
    if (request.sessionToken) await sessions.destroy(request.sessionToken);
    clearSessionCookie(reply, secure);
    return reply.redirect("/");
  });

  app.get("/api/login", { config: { access: "public" as const } }, async (_request, reply) =>
    reply.redirect("/"),
  );
}
