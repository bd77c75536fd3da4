import {
  authConfigSchema,
  CONFIRMATION_SENT_MESSAGE,
  confirmEmailSchema,
  EMAIL_CONFIRMED_MESSAGE,
  forgotPasswordSchema,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  passwordStrengthRequestSchema,
  passwordStrengthSchema,
  resetPasswordSchema,
  signInResultSchema,
  signInSchema,
  signUpSchema,
} from "@contract/auth.ts";
import { messageResponseSchema, noContentSchema } from "@contract/common.ts";
import {
  CHALLENGE_EXPIRED_MESSAGE,
  signInAnswerSchema,
  twoFactorCodeSchema,
} from "@contract/two-factor.ts";
import { userSchema } from "@contract/users.ts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { UnauthorizedError } from "../http/errors.ts";
import { presentUser } from "../users/presenter.ts";
import { confirmEmail, resendEmailConfirmation } from "./email-confirmation.ts";
import { weighPassword } from "./passwords.ts";
import { clearSessionCookie, currentUser, setSessionCookie } from "./plugin.ts";
import { registerMember } from "./register-member.ts";
import { requestPasswordReset } from "./request-password-reset.ts";
import { resetPassword } from "./reset-password.ts";
import { sessionOrigin } from "./session-origin.ts";
import type { SessionUser } from "./sessions.ts";
import { signInWithPassword } from "./sign-in.ts";
import { hasTwoFactor, passSecondFactor } from "./two-factor.ts";

export async function authRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { config, db, sessions, twoFactor } = context;
  const secure = config.secureCookies;
  const redirect = {
    config: { access: "public" as const },
    schema: { response: { 302: noContentSchema } },
  };
  /** Every way in ends here: a new session, in its cookie. */
  const startSession = async (request: FastifyRequest, reply: FastifyReply, user: SessionUser) =>
    setSessionCookie(reply, await sessions.create(user.id, sessionOrigin(request)), secure);
  app.decorateRequest("signInChallenge", null);

  app.get(
    "/api/auth/config",
    { config: { access: "public" }, schema: { response: { 200: authConfigSchema } } },
    async () => ({ demoMode: config.demoMode }),
  );

  app.post(
    "/api/auth/register",
    {
      config: { access: "public", limits: ["sign-up-address"] },
      schema: { body: signUpSchema, response: { 201: userSchema } },
    },
    async (request, reply) => {
      const user = await registerMember(context, request.log, request.body);
      await startSession(request, reply, user);
      return reply.code(201).send(presentUser(user, user.id));
    },
  );

  app.post(
    "/api/auth/login",
    {
      config: { access: "public", limits: ["sign-in-address", "sign-in-account"] },
      schema: { body: signInSchema, response: { 200: signInAnswerSchema } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const { user, accountCreated } = await signInWithPassword(context, email, password);
      // The password alone opens no session of an account with two-factor sign-in: the code
      // comes next, within a few minutes, through the pending sign-in's cookie.
      if (await hasTwoFactor(db, user.id)) {
        twoFactor.challenges.issue(reply, user.id, secure);
        return { twoFactorRequired: true as const };
      }
      await startSession(request, reply, user);
      return { accountCreated, ...presentUser(user, user.id) };
    },
  );

  app.post(
    "/api/auth/two-factor",
    {
      config: { access: "public", limits: ["sign-in-address", "two-factor-code"] },
      // Read before the limits are applied: wrong codes are counted per pending account.
      onRequest: async (request) => {
        request.signInChallenge = twoFactor.challenges.read(request, secure);
      },
      schema: { body: twoFactorCodeSchema, response: { 200: signInResultSchema } },
    },
    async (request, reply) => {
      const pending = request.signInChallenge;
      if (!pending) throw new UnauthorizedError(CHALLENGE_EXPIRED_MESSAGE);
      const user = await passSecondFactor(context, pending.userId, request.body.code);
      twoFactor.challenges.clear(reply, secure);
      await startSession(request, reply, user);
      return { accountCreated: false, ...presentUser(user, user.id) };
    },
  );

  app.post(
    "/api/auth/password-strength",
    {
      config: { access: "public" },
      schema: { body: passwordStrengthRequestSchema, response: { 200: passwordStrengthSchema } },
    },
    async (request) => {
      const { password, about } = request.body;
      const me = request.user;
      const known = me ? [me.email, me.firstName ?? "", me.lastName ?? ""] : [];
      return weighPassword(password, [...about, ...known]);
    },
  );

  app.post(
    "/api/auth/forgot-password",
    {
      config: { access: "public", limits: ["forgot-password-address", "forgot-password-account"] },
      schema: { body: forgotPasswordSchema, response: { 202: messageResponseSchema } },
    },
    async (request, reply) => {
      await requestPasswordReset(context, request.log, request.body.email);
      return reply.code(202).send({ message: PASSWORD_RESET_SENT_MESSAGE });
    },
  );

  app.post(
    "/api/auth/reset-password",
    {
      config: { access: "public" },
      schema: { body: resetPasswordSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await resetPassword(context, request.body);
      return { message: PASSWORD_RESET_DONE_MESSAGE };
    },
  );

  app.post(
    "/api/auth/verify-email",
    {
      config: { access: "public" },
      schema: { body: confirmEmailSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await confirmEmail(context, request.body.token);
      return { message: EMAIL_CONFIRMED_MESSAGE };
    },
  );

  app.post(
    "/api/auth/verify-email/resend",
    {
      config: { access: "member", limits: ["confirmation-resend"] },
      schema: { response: { 202: messageResponseSchema } },
    },
    async (request, reply) => {
      await resendEmailConfirmation(context, request.log, currentUser(request));
      return reply.code(202).send({ message: CONFIRMATION_SENT_MESSAGE });
    },
  );

  app.get(
    "/api/auth/user",
    { config: { access: "member" }, schema: { response: { 200: userSchema } } },
    async (request) => {
      const user = currentUser(request);
      return presentUser(user, user.id);
    },
  );

  app.get("/api/logout", redirect, async (request, reply) => {
    if (request.sessionToken) await sessions.destroy(request.sessionToken);
    clearSessionCookie(reply, secure);
    return reply.redirect("/");
  });

  app.get("/api/login", redirect, async (_request, reply) => reply.redirect("/"));
}
