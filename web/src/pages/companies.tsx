import { PageHeader } from "@web/components/page-header.tsx";
import { Building2 } from "lucide-react";
import { SectionPlaceholder } from "./placeholder.tsx";

export default function CompaniesPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Business Portal"
        description="Hire UK creative talent and manage your listings."
      />
      <SectionPlaceholder icon={<Building2 aria-hidden="true" />}>
        Your hiring dashboard will appear here.
      </SectionPlaceholder>
    </div>
  );
}
