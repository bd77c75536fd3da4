import type { ComponentProps, ComponentType } from "react";
import { type AnyComponent, type LazyScreen, lazyScreen } from "./lazy-screen.tsx";

/**
 * A screen or part loaded on demand that reads the query cache. It arrives together with the
 * cache and its provider (TanStack Query), which the sign-in screen, drawn first for every
 * visitor, does without; both chunks are asked for at once.
 */
export function lazyWithQueries<Part extends AnyComponent>(
  load: () => Promise<{ default: Part }>,
): LazyScreen<Part> {
  return lazyScreen(async () => {
    const [{ default: Loaded }, { QueryCacheProvider }] = await Promise.all([
      load(),
      import("./query-cache-provider.tsx"),
    ]);
    const Part = Loaded as ComponentType<ComponentProps<Part>>;
    return {
      default: ((props: ComponentProps<Part>) => (
        <QueryCacheProvider>
          <Part {...props} />
        </QueryCacheProvider>
      )) as unknown as Part,
    };
  });
}
