import { PageHeader } from "@web/components/page-header.tsx";
import { LifeBuoy } from "lucide-react";
import { SectionPlaceholder } from "./placeholder.tsx";

export default function SupportPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Support Center"
        description="Raise a ticket and we'll get back to you within 24 hours."
      />
      <SectionPlaceholder icon={<LifeBuoy aria-hidden="true" />}>
        Your support tickets will appear here.
      </SectionPlaceholder>
    </div>
  );
}
