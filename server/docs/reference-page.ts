import type { JsonSchema } from "./json-schema.ts";

type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: JsonSchema }> }
  >;
  "x-access"?: string;
};
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; description?: string; version: string };
  paths: Record<string, Record<string, Operation>>;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function bounds(low: number | undefined, high: number | undefined, unit = ""): string {
  if (low === undefined && high === undefined) return "";
  if (low === high) return ` (${low}${unit})`;
  if (low === undefined) return ` (at most ${high}${unit})`;
  if (high === undefined) return ` (at least ${low}${unit})`;
  return ` (${low}–${high}${unit})`;
}

/** A schema as a short, TypeScript-like line a reader takes in at a glance. */
export function describeSchema(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema || depth > 6) return "any";
  if (schema.$ref) return schema.$ref.split("/").pop() ?? "any";
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((member) => describeSchema(member, depth + 1)).join(" | ");
  if (schema.allOf)
    return schema.allOf.map((member) => describeSchema(member, depth + 1)).join(" & ");
  const types = [schema.type ?? []].flat();
  if (types.length > 1)
    return types
      .map((type) => describeSchema(Object.assign({}, schema, { type }), depth))
      .join(" | ");
  switch (types[0]) {
    case "string":
      return `string${schema.format ? ` <${schema.format}>` : ""}${bounds(schema.minLength, schema.maxLength, " chars")}`;
    case "integer":
    case "number":
      return `${types[0]}${bounds(schema.minimum, schema.maximum)}`;
    case "array": {
      const item = describeSchema(schema.items, depth + 1);
      return `${item.includes(" | ") ? `(${item})` : item}[]${bounds(schema.minItems, schema.maxItems, " items")}`;
    }
    case "object": {
      const indent = "  ".repeat(depth + 1);
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties ?? {}).map(
        ([name, field]) =>
          `${indent}${name}${required.has(name) ? "" : "?"}: ${describeSchema(field, depth + 1)}`,
      );
      if (typeof schema.additionalProperties === "object") {
        fields.push(
          `${indent}[key: string]: ${describeSchema(schema.additionalProperties, depth + 1)}`,
        );
      }
      return fields.length ? `{\n${fields.join("\n")}\n${"  ".repeat(depth)}}` : "{}";
    }
    case undefined:
      return "any";
    default:
      return types[0];
  }
}

function describeOperation(method: string, path: string, operation: Operation): string {
  const access = operation["x-access"] ?? "public";
  const parameters = (operation.parameters ?? []).map(
    (parameter) =>
      `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td>` +
      `<td>${parameter.required ? "required" : "optional"}</td>` +
      `<td><code>${escapeHtml(describeSchema(parameter.schema))}</code></td></tr>`,
  );
  const body = operation.requestBody?.content?.["application/json"]?.schema;
  const responses = Object.entries(operation.responses ?? {}).map(([status, response]) => {
    const schema = response.content?.["application/json"]?.schema;
    return `<dt>${escapeHtml(status)}</dt><dd><pre>${escapeHtml(schema ? describeSchema(schema) : (response.description ?? ""))}</pre></dd>`;
  });
  const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, "-");
  return `<section id="${id}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> <span class="access">${escapeHtml(access)}</span></h3>
${parameters.length ? `<table><tr><th>Parameter</th><th>In</th><th></th><th>Type</th></tr>${parameters.join("")}</table>` : ""}
${body ? `<h4>Body</h4><pre>${escapeHtml(describeSchema(body))}</pre>` : ""}
<h4>Responses</h4><dl>${responses.join("")}</dl>
</section>`;
}

/**
 * The API reference as one static page built from the OpenAPI document: plain HTML and one
 * style block, no script, so it reads the same under the site's content policy, in any
 * browser, and with scripts switched off.
 */
export function renderReferencePage(document: OpenApiDocument, jsonUrl: string): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags?.[0] ?? "api";
      byTag.set(tag, [...(byTag.get(tag) ?? []), describeOperation(method, path, operation)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1c1917; }
nav a { margin-right: .75rem; }
section { border-top: 1px solid #e7e5e4; padding: .5rem 0; }
h3 { font-size: 1rem; display: flex; flex-wrap: wrap; gap: .5rem; align-items: baseline; }
h3 code { overflow-wrap: anywhere; }
h4 { font-size: .85rem; margin: .5rem 0 .25rem; }
pre { background: #f5f5f4; padding: .5rem; overflow-x: auto; margin: 0; font-size: .8rem; }
table { border-collapse: collapse; font-size: .85rem; display: block; overflow-x: auto; }
td, th { text-align: left; padding: .15rem .75rem .15rem 0; }
dt { font-weight: 600; }
dd { margin: 0 0 .5rem; }
.method { font: 700 .75rem monospace; padding: .1rem .4rem; border-radius: .25rem; background: #e7e5e4; }
.get { background: #dbeafe; } .post { background: #dcfce7; } .put { background: #fef9c3; } .delete { background: #fee2e2; }
.access { font-size: .75rem; font-weight: 400; border: 1px solid #a8a29e; border-radius: 1rem; padding: 0 .5rem; }
</style>
</head>
<body>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${escapeHtml(document.info.description ?? "")}</p>
<p>The same reference as an OpenAPI document: <a href="${escapeHtml(jsonUrl)}">${escapeHtml(jsonUrl)}</a></p>
<nav>${tags.map((tag) => `<a href="#${escapeHtml(tag)}">${escapeHtml(tag)}</a>`).join("")}</nav>
${tags.map((tag) => `<h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2>\n${(byTag.get(tag) ?? []).join("\n")}`).join("\n")}
</body>
</html>`;
}
