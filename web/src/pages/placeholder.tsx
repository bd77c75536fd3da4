import { Card } from "@web/components/ui/card.tsx";
import type { ReactNode } from "react";

/** The body of a screen whose content arrives in a later release: an icon and a sentence. */
export function SectionPlaceholder({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-6">
        {icon}
      </div>
      <p className="max-w-md text-muted-foreground">{children}</p>
    </Card>
  );
}
