import { cn } from "@web/lib/utils.ts";
import {
  type ComponentProps,
  createContext,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useContext,
  useId,
  useState,
} from "react";

/*
 * Tabs as WAI-ARIA's tabs pattern describes them (a tablist of tabs, one panel shown), written
 * here rather than taken from Radix: the sign-in screen draws them first thing, and Radix's
 * version brings roving focus, collections and presence, 9 KB gzip of the 100 KB that screen
 * may weigh. It keeps Radix's behaviour: the arrow keys (wrapping), Home and End move between
 * tabs and select the one they reach, only the selected tab is in the Tab order, and only the
 * selected panel is mounted.
 */

type TabsState = {
  value: string;
  select: (value: string) => void;
  idOf: (part: string, value: string) => string;
};

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>");
  return state;
}

type TabsProps = Omit<ComponentProps<"div">, "defaultValue"> &
  (
    | { value: string; onValueChange: (value: string) => void; defaultValue?: undefined }
    | { defaultValue: string; onValueChange?: (value: string) => void; value?: undefined }
  );

/** Uncontrolled with `defaultValue`, or controlled with `value` and `onValueChange`. */
export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const [ownValue, setOwnValue] = useState(defaultValue ?? "");
  const baseId = useId();
  const current = value ?? ownValue;
  const state: TabsState = {
    value: current,
    select: (next) => {
      if (next === current) return;
      if (value === undefined) setOwnValue(next);
      onValueChange?.(next);
    },
    idOf: (part, tab) => `${baseId}-${part}-${tab}`,
  };
  return (
    <TabsContext value={state}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext>
  );
}

const NEXT_TAB_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Moves focus between the enabled tabs; focusing a tab selects it. */
function moveBetweenTabs(event: KeyboardEvent<HTMLDivElement>) {
  const nextIndex = NEXT_TAB_KEYS[event.key];
  if (!nextIndex) return;
  const tabs = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)'),
  ];
  const index = tabs.indexOf(event.target as HTMLElement);
  if (index === -1) return;
  event.preventDefault();
  tabs[nextIndex(index, tabs.length)]?.focus();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        "inline-flex items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveBetweenTabs(event);
      }}
      {...props}
    />
  );
}

/** A tab; the tabs share the list's width unless `grow` is false, when each is as wide as its label. */
export function TabsTrigger({
  value,
  grow = true,
  className,
  onClick,
  onFocus,
  ...props
}: ComponentProps<"button"> & { value: string; grow?: boolean }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf("tab", value)}
      aria-selected={selected}
      aria-controls={tabs.idOf("panel", value)}
      data-state={selected ? "active" : "inactive"}
      tabIndex={selected ? 0 : -1}
      className={cn(
        "inline-flex cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-all hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4",
        grow && "flex-1",
        className,
      )}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        tabs.select(value);
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        tabs.select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({
  value,
  className,
  ...props
}: ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf("panel", value)}
      aria-labelledby={tabs.idOf("tab", value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is a Tab stop, as WAI-ARIA's pattern (and Radix) has it, so a panel without controls can be reached and read
      tabIndex={0}
      data-state="active"
      className={cn("mt-5 outline-none", className)}
      {...props}
    />
  );
}
