import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import type { ReactNode } from "react";

/** A titled sidebar card with a small primary-coloured icon, used by the feed and profile sidebars. */
export function SidebarCard({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 [&_svg]:size-4 [&_svg]:text-primary">
          {icon}
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
