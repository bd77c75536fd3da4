import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Loading } from "./loading.tsx";

describe("the page's first spinner", () => {
  it("is the markup App's full-screen spinner renders, so nothing moves when App takes over", () => {
    const page = readFileSync(new URL("../../index.html", import.meta.url), "utf8");
    const root = page.match(/<div id="root">(.*)<\/div>\n/)?.[1];
    expect(root).toBe(renderToStaticMarkup(createElement(Loading, { fullScreen: true })));
  });
});
