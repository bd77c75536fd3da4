import { PageHeader } from "@web/components/page-header.tsx";
import { Users } from "lucide-react";
import { SectionPlaceholder } from "./placeholder.tsx";

export default function NetworkPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Network"
        description="Discover and connect with photographers, stylists, models and designers."
      />
      <SectionPlaceholder icon={<Users aria-hidden="true" />}>
        Creators you can connect with will appear here.
      </SectionPlaceholder>
    </div>
  );
}
