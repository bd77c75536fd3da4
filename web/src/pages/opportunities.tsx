import { PageHeader } from "@web/components/page-header.tsx";
import { Briefcase } from "lucide-react";
import { SectionPlaceholder } from "./placeholder.tsx";

export default function OpportunitiesPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Opportunities"
        description="Paid work and collaborations from across the UK creative industry."
      />
      <SectionPlaceholder icon={<Briefcase aria-hidden="true" />}>
        Job listings will appear here. Posting opportunities requires being signed in as a business.
      </SectionPlaceholder>
    </div>
  );
}
