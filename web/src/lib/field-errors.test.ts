import { describe, expect, it } from "vitest";
import { serverFieldErrors } from "./field-errors.ts";

describe("serverFieldErrors", () => {
  it("reads the field messages of a 400 answer", () => {
    const error = new Error(
      '400: {"message":"Please enter a valid website","errors":{"website":"Please enter a valid website","phone":"Bad phone"}}',
    );
    expect(serverFieldErrors(error)).toEqual({
      website: "Please enter a valid website",
      phone: "Bad phone",
    });
  });

  it("is empty for anything else", () => {
    expect(serverFieldErrors(new Error('403: {"message":"No"}'))).toEqual({});
    expect(serverFieldErrors(new Error('400: {"message":"No"}'))).toEqual({});
    expect(serverFieldErrors(new Error("400: not json"))).toEqual({});
    expect(serverFieldErrors("400: {}")).toEqual({});
  });
});
