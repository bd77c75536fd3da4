import { whenPageSettles } from "@web/lib/when-page-settles.ts";
import { type ComponentType, type ReactNode, useEffect, useState } from "react";

/** What a deferred overlay gets beside its own props: whether a click on its placeholder brought it. */
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
 * scripts. Until it is used, the placeholder (its trigger's look-alike) stands in its place;
 * the chunk is fetched once the page has settled, and the first use draws the overlay itself,
 * opened. Nothing is redrawn before then, so twenty post menus do not all mount at once.
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
  // Once the chunk is here (a later page), the overlay is drawn at once, closed.
  const [shown, setShown] = useState(() => {
    const arrived = chunk.arrived();
    return arrived ? { Overlay: arrived, openOnArrival: false } : undefined;
  });
  useEffect(() => {
    if (shown) return;
    return whenPageSettles(() => void chunk.fetch());
  }, [shown, chunk]);

  if (!shown) {
    return placeholder(() => {
      void chunk.fetch().then((Overlay) => setShown({ Overlay, openOnArrival: true }));
    });
  }
  const { Overlay, openOnArrival } = shown;
  return <Overlay {...props} openOnArrival={openOnArrival} />;
}
