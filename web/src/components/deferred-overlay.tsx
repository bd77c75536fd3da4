import { whenPageSettles } from "@web/lib/when-page-settles.ts";
import { type ComponentType, type ReactNode, useEffect, useState } from "react";

/** What a deferred overlay gets beside its own props: whether it was asked open before it came. */
export type ArrivalProps = { openOnArrival: boolean };

type Overlay<Props> = ComponentType<Props & ArrivalProps>;

/** Fetches an overlay's chunk once, however many places ask, and remembers what came. */
export type OverlayChunk<Props> = {
  fetch: () => Promise<Overlay<Props>>;
  arrived: () => Overlay<Props> | undefined;
};

export function overlayChunk<Props>(load: () => Promise<Overlay<Props>>): OverlayChunk<Props> {
  let arrived: Overlay<Props> | undefined;
  let loading: Promise<Overlay<Props>> | undefined;
  return {
    fetch: () => {
      loading ??= load().then((component) => {
        arrived = component;
        return component;
      });
      return loading;
    },
    arrived: () => arrived,
  };
}

/**
 * A menu, popover or drawer that no first screen needs open, so its chunk (Radix's menu,
 * dialog or popover machinery, a third of the feed's scripts) is not among the first screen's
 * scripts: it is fetched once the page has settled, or at once when the placeholder (its
 * trigger's look-alike) is used, and then drawn in its place, open if it was asked open.
 */
export function DeferredOverlay<Props extends object>({
  chunk,
  props,
  placeholder,
}: {
  chunk: OverlayChunk<Props>;
  props: Props;
  placeholder: (open: () => void) => ReactNode;
}) {
  const [Arrived, setArrived] = useState(() => chunk.arrived());
  const [openOnArrival, setOpenOnArrival] = useState(false);
  useEffect(() => {
    if (Arrived) return;
    let mounted = true;
    const cancel = whenPageSettles(() => {
      void chunk.fetch().then((component) => {
        if (mounted) setArrived(() => component);
      });
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, [Arrived, chunk]);

  if (!Arrived) {
    return placeholder(() => {
      setOpenOnArrival(true);
      void chunk.fetch().then((component) => setArrived(() => component));
    });
  }
  return <Arrived {...props} openOnArrival={openOnArrival} />;
}
