import type { Database } from "../client.ts";

export const DEMO_PASSWORD = "atelier-demo";

export async function seedDemoData(
  _db: Database,
  _dataDir: string,
): Promise<{ members: number; posts: number } | null> {
  return null;
}
