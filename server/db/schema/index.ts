export * from "./admin.ts";
export * from "./ai.ts";
export * from "./jobs.ts";
export * from "./messages.ts";
export * from "./posts.ts";
export * from "./profiles.ts";
export * from "./trust.ts";
export * from "./users.ts";
