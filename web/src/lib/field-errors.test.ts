import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client.ts";
import { serverFieldErrors } from "./field-errors.ts";

describe("serverFieldErrors", () => {
  it("reads the field messages of a 400 answer", () => {
    const error = new ApiError(
      400,
      '{"message":"Please enter a valid website","errors":{"website":"Please enter a valid website","phone":"Bad phone"}}',
    );
    expect(serverFieldErrors(error)).toEqual({
      website: "Please enter a valid website",
      phone: "Bad phone",
    });
  });

  it("is empty for anything else", () => {
    expect(serverFieldErrors(new ApiError(403, '{"message":"No"}'))).toEqual({});
    expect(serverFieldErrors(new ApiError(400, '{"message":"No"}'))).toEqual({});
    expect(serverFieldErrors(new ApiError(400, "not json"))).toEqual({});
    expect(serverFieldErrors("400: {}")).toEqual({});
  });
});
