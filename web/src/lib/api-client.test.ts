import { describe, expect, it } from "vitest";
import { ApiError, serverMessage } from "./api-client.ts";
import { isUnauthorizedError } from "./unauthorized.ts";

describe("serverMessage", () => {
  it("reads the message of a JSON body", () => {
    const error = new ApiError(409, '{"message":"An account with this email already exists."}');
    expect(serverMessage(error)).toBe("An account with this email already exists.");
  });

  it("shows a plain-text body but not an HTML page", () => {
    expect(serverMessage(new ApiError(500, "Internal Server Error"))).toBe("Internal Server Error");
    expect(
      serverMessage(new ApiError(502, "<html><body>Bad gateway</body></html>")),
    ).toBeUndefined();
  });

  it("has nothing for network failures and non-errors", () => {
    expect(serverMessage(new TypeError("Failed to fetch"))).toBeUndefined();
    expect(serverMessage("nope")).toBeUndefined();
    expect(serverMessage(new ApiError(400, '{"errors":{}}'))).toBeUndefined();
  });
});

describe("isUnauthorizedError", () => {
  it("matches a 401 that says Unauthorized", () => {
    expect(isUnauthorizedError(new ApiError(401, '{"message":"Unauthorized"}'))).toBe(true);
  });

  it("ignores other failures, including a wrong password", () => {
    expect(isUnauthorizedError(new ApiError(401, '{"message":"Invalid email or password."}'))).toBe(
      false,
    );
    expect(isUnauthorizedError(new ApiError(403, "Unauthorized"))).toBe(false);
    expect(isUnauthorizedError("401: Unauthorized")).toBe(false);
  });
});
