import { type ComponentProps, type ComponentType, lazy } from "react";

// biome-ignore lint/suspicious/noExplicitAny: any component, whatever its props
export type AnyComponent = ComponentType<any>;

export type LazyScreen<Part extends AnyComponent> = ComponentType<ComponentProps<Part>> & {
  /** Fetches the chunk; once it is here the screen draws without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * A screen in its own chunk. Drawn before its chunk is here it suspends, as `React.lazy` does;
 * drawn after `preload` it is the component itself. That matters for the first screen: React
 * holds a Suspense fallback it has shown for at least 300 ms before revealing what replaces it,
 * so App keeps its own spinner until the first screen's chunks are here and never shows one.
 */
export function lazyScreen<Part extends AnyComponent>(
  load: () => Promise<{ default: Part }>,
): LazyScreen<Part> {
  let loaded: Part | undefined;
  let loading: Promise<{ default: Part }> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Suspending = lazy(preload);
  // Made once per screen, where the module defines it, like the lazy component it stands for.
  return Object.assign(
    (props: ComponentProps<Part>) => {
      const Loaded = loaded as AnyComponent | undefined;
      return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
    },
    { preload },
  );
}
