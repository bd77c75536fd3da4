import { POST_MAX_LENGTH } from "@contract/posts.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { signUpMember } from "../test/factories.ts";
import { ACCESS_EXTENSION } from "./openapi.ts";
import { describeSchema } from "./reference-page.ts";
import { OPENAPI_JSON_PATH } from "./routes.ts";

type Operation = {
  [ACCESS_EXTENSION]?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { in: string; name: string }> };
};

let server: TestApp;
let document: Document;
beforeAll(async () => {
  server = await startTestApp();
  const response = await new TestClient(server.url).get<Document>(OPENAPI_JSON_PATH);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  document = response.body;
});

/** Fastify's `:id` as OpenAPI writes it, `{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

describe("the OpenAPI document", () => {
  it("describes every declared route, with its access and every status it declares", () => {
    expect(document.openapi).toBe("3.1.0");
    const routes = server.app.declaredRoutes;
    expect(routes.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        problems.push(`${key} is missing`);
        continue;
      }
      if (operation[ACCESS_EXTENSION] !== route.access) problems.push(`${key} access`);
      const needsSession = route.access !== "public";
      if (Boolean(operation.security?.some((entry) => "session" in entry)) !== needsSession) {
        problems.push(`${key} security`);
      }
      const declared = Object.keys(route.schema.response ?? {}).sort();
      for (const status of declared) {
        if (!(status in operation.responses)) problems.push(`${key} lacks ${status}`);
      }
      if (route.schema.body && !operation.requestBody?.content["application/json"]?.schema) {
        problems.push(`${key} body`);
      }
      for (const name of route.url.match(/:(\w+)/g) ?? []) {
        const parameter = operation.parameters?.find((p) => p.name === name.slice(1));
        if (parameter?.in !== "path") problems.push(`${key} parameter ${name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("documents no route the server does not declare (the web app's pages stay out)", () => {
    const declared = new Set(
      server.app.declaredRoutes.map((route) => `${route.method} ${openApiPath(route.url)}`),
    );
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((operation) => !declared.has(operation))).toEqual([]);
  });

  it("turns the shared schemas into JSON schemas, with their limits and required fields", () => {
    type ObjectSchema = {
      type: string;
      required?: string[];
      properties: Record<string, { maxLength?: number }>;
    };
    const bodyOf = (path: string) =>
      document.paths[path]?.post?.requestBody?.content["application/json"]?.schema as ObjectSchema;
    expect(bodyOf("/api/auth/register").required).toEqual(expect.arrayContaining(["email"]));
    expect(bodyOf("/api/posts").type).toBe("object");
    expect(bodyOf("/api/posts").properties.content?.maxLength).toBe(POST_MAX_LENGTH);
    expect(document.paths["/api/users/{id}"]?.get?.responses).toHaveProperty("200");
    expect(document.components.securitySchemes.session).toMatchObject({
      in: "cookie",
      name: "atelier_session",
    });
  });

  it("is served to anyone, signed in or not, and is the same for both", async () => {
    const { client: member } = await signUpMember(server.url);
    expect((await member.get(OPENAPI_JSON_PATH)).body).toEqual(document);
  });
});

describe("the readable reference at /api/docs", () => {
  it("is one HTML page with every operation, no script, under the site's content policy", async () => {
    const response = await new TestClient(server.url).get<string>("/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    const page = response.body;
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/\son\w+=/i);
    expect(page).toContain(`href="${OPENAPI_JSON_PATH}"`);
    for (const route of server.app.declaredRoutes) {
      const path = openApiPath(route.url).replace(/&/g, "&#38;");
      expect(page, `${route.method} ${route.url}`).toContain(
        `${route.method.toUpperCase()}</span> <code>${path}</code> <span class="access">${route.access}</span>`,
      );
    }
  });

  it("writes a schema as a short outline a reader takes in at a glance", () => {
    expect(
      describeSchema({
        type: "object",
        required: ["content"],
        properties: {
          content: { type: "string", minLength: 1, maxLength: 2000 },
          imageUrl: { anyOf: [{ type: "string" }, { type: "null" }] },
          tags: { type: "array", items: { enum: ["a", "b"] }, maxItems: 5 },
        },
      }),
    ).toBe(
      '{\n  content: string (1–2000 chars)\n  imageUrl?: string | null\n  tags?: ("a" | "b")[] (at most 5 items)\n}',
    );
  });
});
